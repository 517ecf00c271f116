import { BlockList, isIP } from 'node:net';

/**
 * The server POSTs to whatever endpoint a member subscribes, so an endpoint must look like a
 * public push service (FCM, Mozilla, Apple, WNS are all https on public names): https, and not
 * a loopback, private or link-local address or an internal-only name. This keeps a member from
 * pointing the server at services inside its network. Tests with a push service on loopback turn
 * the check off (`PUSH_PRIVATE_ENDPOINTS=allow`).
 */
const privateNetworks = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  privateNetworks.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
] as const) {
  privateNetworks.addSubnet(net, prefix, 'ipv6');
}

const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain)$/i;

export function isPublicPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family) return !privateNetworks.check(host, family === 6 ? 'ipv6' : 'ipv4');
  // A bare name (no dot) resolves only inside some network.
  return host.includes('.') && !INTERNAL_NAME.test(host.replace(/\.$/, ''));
}
