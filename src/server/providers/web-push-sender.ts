import https from 'node:https';
import net from 'node:net';
import webPush, { WebPushError } from 'web-push';
import type { PushConfig } from '@/server/config';

/** Where and how to reach one browser: PushSubscription.toJSON()'s shape. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the push service answered: taken (2xx); gone (404/410: the browser unsubscribed, the
 * subscription is deleted); refused (another 4xx: this message will never be taken, skip it);
 * failed (network, timeout, 429, 5xx: try again next run).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; status: number }
  | { kind: 'failed'; reason: string };

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/** A notification waits at the push service at most a day for the device to come online. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends with web-push (RFC 8291 aes128gcm encryption, RFC 8292 VAPID), which POSTs over https
 * and follows no redirect. Endpoints were checked against PUSH_ENDPOINT_HOSTS when saved.
 * With PUSH_ALLOW_HTTP_LOOPBACK (tests) an http:// loopback endpoint goes over plain TCP: an
 * agent that web-push's https request accepts but that opens no TLS.
 */
export function createWebPushSender(config: PushConfig): PushSender {
  const plainAgent = config.allowHttpLoopback ? plainHttpAgent() : undefined;
  return async (target, payload) => {
    const plain = target.endpoint.startsWith('http:');
    if (plain && !plainAgent) return { kind: 'refused', status: 0 };
    try {
      await webPush.sendNotification(target, payload, {
        vapidDetails: {
          subject: config.subject,
          publicKey: config.publicKey,
          privateKey: config.privateKey,
        },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: TIMEOUT_MS,
        ...(plain ? { agent: plainAgent } : {}),
      });
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError) {
        const status = error.statusCode;
        if (status === 404 || status === 410) return { kind: 'gone', status };
        if (status >= 400 && status < 500 && status !== 429) return { kind: 'refused', status };
        return { kind: 'failed', reason: `push service answered ${status}` };
      }
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
  };
}

function plainHttpAgent(): https.Agent {
  return new PlainHttpAgent();
}

/** An https.Agent (web-push accepts no other) whose connections are plain TCP. */
class PlainHttpAgent extends https.Agent {
  override createConnection(
    options: net.NetConnectOpts,
    callback?: (error: Error | null, socket: net.Socket) => void,
  ): net.Socket {
    const socket = net.createConnection(options);
    if (callback) socket.once('connect', () => callback(null, socket));
    return socket;
  }
}
