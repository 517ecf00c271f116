import { isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What per-IP limits count by. An IPv6 client usually holds a whole /64 (every device of a home,
 * or one attacker with 2^64 addresses to rotate through), so IPv6 counts by its /64 (issue 29:
 * limits were per full address); an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || !ipaddr.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const parts = address.parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
