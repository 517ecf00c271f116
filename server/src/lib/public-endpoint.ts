import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The server POSTs to whatever push endpoint a member subscribes, so an endpoint must be a public
 * HTTPS service (FCM, Mozilla, Apple and WNS all are: https on port 443, public names). Checking
 * the name is not enough (issue 29: names that resolve to 127.0.0.1, `[::127.0.0.1]`, NAT64 and
 * 6to4 forms of loopback all got through): every address the name resolves to is checked, and the
 * connection goes to the address that was checked, through the lookup below, never to a second
 * answer of the resolver (DNS rebinding).
 */

/** One name's addresses, as `dns.promises.lookup(name, { all: true })` answers. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolveHost: ResolveHost = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Only 2000::/3 is global unicast; the rest of IPv6 wraps IPv4 or is local, reserved or test. */
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * A public unicast address: not loopback, private, link-local, carrier-grade NAT, reserved,
 * multicast, and not an IPv6 form that carries an IPv4 address (mapped, compatible, NAT64, 6to4,
 * Teredo) or any IPv6 outside the global unicast range.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  return v6.range() === 'unicast' && v6.match(globalUnicastV6);
}

const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain)$/i;

export type EndpointVerdict = { ok: true } | { ok: false; reason: string };

/**
 * What can be told from the URL alone: https, port 443, no credentials, and a public address or
 * a name that could be public. Null when it passes; the name still has to be resolved.
 */
export function refusalByUrl(url: URL): string | null {
  if (url.protocol !== 'https:') return 'not https';
  // URL drops the default port: anything left is another port (22, 8443, …).
  if (url.port !== '') return 'not port 443';
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'private address';
  // A bare name (no dot) resolves only inside some network.
  if (!host.includes('.') || INTERNAL_NAME.test(host.replace(/\.$/, ''))) return 'internal name';
  return null;
}

/**
 * Whether a push endpoint is a public HTTPS service on port 443, resolving its name now. With
 * `allowPrivate` (tests with a push service on loopback) any http(s) URL passes.
 */
export async function checkPushEndpoint(
  endpoint: string,
  { resolveHost = systemResolveHost, allowPrivate = false } = {},
): Promise<EndpointVerdict> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (allowPrivate) {
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { ok: true }
      : { ok: false, reason: 'not http(s)' };
  }
  const refusal = refusalByUrl(url);
  if (refusal) return { ok: false, reason: refusal };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return { ok: true };
  const addresses = await resolveHost(host).catch(() => []);
  if (addresses.length === 0) return { ok: false, reason: 'name does not resolve' };
  return addresses.every((a) => isPublicAddress(a.address))
    ? { ok: true }
    : { ok: false, reason: 'name resolves to a private address' };
}

/** The error a connection gets when its name resolves to an address it may not reach. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(hostname: string) {
    super(`${hostname} resolves to an address that is not public`);
  }
}

/**
 * A `lookup` for `http(s).request`: resolves once, refuses unless every address is public (when
 * `allowPrivate` is off), and hands the socket those very addresses, so what was checked is what
 * is connected to. (Node skips `lookup` for IP literals: callers check those with
 * `checkPushEndpoint` first.)
 */
export function checkedLookup({
  resolveHost = systemResolveHost,
  allowPrivate = false,
}: { resolveHost?: ResolveHost; allowPrivate?: boolean } = {}): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(
            Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }),
            '',
          );
          return;
        }
        if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
          callback(new PrivateAddressError(hostname), '');
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else
          callback(Object.assign(new Error(`${hostname}: no address`), { code: 'ENOTFOUND' }), '');
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
