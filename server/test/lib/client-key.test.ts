import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/lib/client-key.ts';

describe('clientKey', () => {
  it('counts IPv4 by address and IPv6 by its /64, so rotating within a /64 gains nothing', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    const a = clientKey('2001:db8:1234:5678::1');
    const b = clientKey('2001:db8:1234:5678:ffff:eeee:dddd:cccc');
    expect(a).toBe(b);
    expect(a).toBe('2001:db8:1234:5678::/64');
    expect(clientKey('2001:db8:1234:5679::1')).not.toBe(a);
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
