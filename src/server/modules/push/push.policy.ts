import type { PushConfig } from '@/server/config';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Whether the server may POST to this subscription endpoint (decision 032). The URL is the
 * browser's to give, so anything but a known push service is refused: no request of the
 * server's can be aimed at its own network. https:// on the default port, no credentials, a host
 * on PUSH_ENDPOINT_HOSTS (`*.push.apple.com`: any subdomain of push.apple.com); http:// only on
 * a loopback host listed there, and only with PUSH_ALLOW_HTTP_LOOPBACK (tests).
 */
export function isAllowedPushEndpoint(endpoint: string, config: PushConfig): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    if (!config.allowHttpLoopback || !LOOPBACK_HOSTS.includes(host)) return false;
  } else if (url.protocol !== 'https:' || url.port !== '') {
    return false;
  }
  return config.endpointHosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}
