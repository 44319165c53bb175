import { BlockList, isIP } from 'node:net';

// The server posts to whatever endpoint a subscription names, so only push services are accepted: a
// subscription pointing at an internal address would otherwise make the server call it (SSRF).
//
// Two kinds of origin are allowed, held to different rules:
// - The browsers' push services below, matched by host or by `*.` suffix. Any user can name any host
//   under a suffix, so these are strict: the default port only, a registered domain name (never an IP
//   literal), and at send time the name must resolve to public addresses only (push-sender.ts).
// - PUSH_SERVICE_ORIGINS, exact origins the operator configured (a self-hosted push service, the tests'
//   double on 127.0.0.1 with a port). Naming one is the operator's own choice, so it keeps its port and
//   may be an IP or resolve to a loopback or private address.

/** The browsers' push services (Chrome, Firefox, Safari, Edge); `*.` matches any subdomain. */
export const KNOWN_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/** Where subscriptions may point: the browsers' push services, plus the operator's PUSH_SERVICE_ORIGINS. */
export const pushServiceOrigins = (operatorOrigins: readonly string[]): string[] => [
  ...KNOWN_PUSH_SERVICES,
  ...operatorOrigins,
];

/** `browser`: one of KNOWN_PUSH_SERVICES' hosts; `operator`: an exact origin from PUSH_SERVICE_ORIGINS. */
export type PushServiceKind = 'browser' | 'operator';

// Lower-case letters, digits and inner hyphens, dot-separated: what a registered domain name looks like.
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Which kind of allowed push service the endpoint is at, or null when it is not allowed. Only an endpoint
 * written exactly as WHATWG URL serialises it is taken: any other spelling may be read differently by
 * another parser (Node's legacy url.parse reads `https://127.0.0.1;.push.apple.com/` as 127.0.0.1).
 */
export function pushServiceKind(endpoint: string, origins: readonly string[]): PushServiceKind | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint || /[;`]/.test(endpoint)) return null;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const operator = origins.some((allowed) => !isBrowserService(allowed) && allowed === url.origin);
  if (operator) return 'operator';
  if (url.port !== '' || isIP(url.hostname) !== 0 || !DOMAIN.test(url.hostname)) return null;
  const browser = origins.some((allowed) => {
    if (!isBrowserService(allowed)) return false;
    const [scheme, host = ''] = allowed.split('//');
    if (scheme !== 'https:') return false;
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : host === url.hostname;
  });
  return browser ? 'browser' : null;
}

/** A browser push service, or any `*.` pattern: held to the strict rules, whoever listed it. */
const isBrowserService = (allowed: string) => KNOWN_PUSH_SERVICES.includes(allowed) || allowed.includes('*');

export function isPushServiceEndpoint(endpoint: string, origins: readonly string[]): boolean {
  return pushServiceKind(endpoint, origins) !== null;
}

// Addresses a browser push service never has: this host, private networks, link-local (the cloud
// metadata service at 169.254.169.254), shared and reserved ranges. IPv4-mapped IPv6 addresses
// (::ffff:10.0.0.1) are checked against the IPv4 ranges.
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** False for loopback, private, link-local and other addresses no public push service has. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
