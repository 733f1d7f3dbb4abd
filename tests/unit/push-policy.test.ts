import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, type PushConfig } from '@/server/config';
import { isAllowedPushEndpoint } from '@/server/modules/push/push.policy';

const config: PushConfig = {
  publicKey: 'k',
  privateKey: 'p',
  subject: 'mailto:a@b.c',
  endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS,
  allowHttpLoopback: false,
};

describe('isAllowedPushEndpoint (decision 032)', () => {
  it("takes the known push services' https endpoints", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QAbc',
      'https://wns2-db5p.notify.windows.com/w/?token=x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, config), endpoint).toBe(true);
    }
  });

  it('refuses anything else: other hosts, look-alikes, ports, credentials, http', () => {
    for (const endpoint of [
      'https://push.apple.com/x', // the wildcard is for subdomains only
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'https://169.254.169.254/latest',
      'http://127.0.0.1:9000/x',
      'file:///etc/passwd',
      'nonsense',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, config), endpoint).toBe(false);
    }
  });

  it('takes http on loopback only with the test setting and a listed host', () => {
    const local = { ...config, endpointHosts: ['127.0.0.1'] };
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/x', local)).toBe(false);
    const tests = { ...local, allowHttpLoopback: true };
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/x', tests)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:9000/x', tests)).toBe(false);
    expect(
      isAllowedPushEndpoint('http://10.0.0.1:9000/x', { ...tests, endpointHosts: ['10.0.0.1'] }),
    ).toBe(false);
  });
});
