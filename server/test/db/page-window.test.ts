import { describe, expect, it } from 'vitest';
import { pageWindowFromEnd } from '../../src/db/prepared.ts';

describe('pageWindowFromEnd', () => {
  it('reads pages past the middle from the end, and none in the first half', () => {
    // 25 items, 7 a page: pages of 7, 7, 7 and 4.
    expect(pageWindowFromEnd(1, 7, 25)).toBeNull();
    expect(pageWindowFromEnd(2, 7, 25)).toBeNull();
    expect(pageWindowFromEnd(3, 7, 25)).toMatchObject({ limit: 7, offset: 4 });
    expect(pageWindowFromEnd(4, 7, 25)).toMatchObject({ limit: 4, offset: 0 });
    expect(pageWindowFromEnd(5, 7, 25)).toMatchObject({ limit: 0 });
    // The last page of 100,000 members skips nothing.
    expect(pageWindowFromEnd(5000, 20, 100_000)).toMatchObject({
      limit: 20,
      offset: 0,
      values: { limit: 20, offset: 0 },
      shape: 'end',
    });
  });
});
