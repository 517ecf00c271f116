import { describe, expect, it } from 'vitest';
import { totalFromPage } from '../../src/lib/page-total.ts';

describe('totalFromPage', () => {
  it('reads the total off a page that is not full: the last page', () => {
    expect(totalFromPage(1, 20, 0)).toBe(0);
    expect(totalFromPage(1, 20, 7)).toBe(7);
    expect(totalFromPage(3, 20, 19)).toBe(59);
  });

  it('says nothing for a full page or an empty one past the first', () => {
    expect(totalFromPage(1, 20, 20)).toBeUndefined();
    expect(totalFromPage(5, 10, 10)).toBeUndefined();
    expect(totalFromPage(2, 20, 0)).toBeUndefined();
  });
});
