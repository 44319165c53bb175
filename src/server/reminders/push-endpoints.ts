// The server posts to whatever endpoint a subscription names, so only push services are accepted: a
// subscription pointing at an internal address would otherwise make the server call it (SSRF).

/** The browsers' push services (Chrome, Firefox, Safari, Edge); `*.` matches any subdomain. */
export const KNOWN_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

export function isPushServiceEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const origin = `${url.protocol}//${url.host}`;
  return origins.some((allowed) => {
    const [scheme, host = ''] = allowed.split('//');
    if (!host.startsWith('*.')) return allowed === origin;
    return url.protocol === scheme && url.port === '' && url.hostname.endsWith(host.slice(1));
  });
}
