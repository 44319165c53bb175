import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { ReminderPush } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { forgetEndpoint, subscriptionsOf } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';

// A reminder is for today: a phone that is off for longer than this does not get it late.
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

export type PushSender = (db: Db, userId: string, message: ReminderPush) => Promise<number>;

/**
 * Sends a message to every browser the user subscribed, encrypted for each (RFC 8291) and signed with
 * the server's VAPID key. A subscription the push service no longer knows (404, 410) is removed; other
 * failures are logged and the subscription kept. Resolves with the number delivered. web-push is loaded
 * on the first send (most servers never send one).
 */
export function createPushSender(options: {
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  /** Trusts a test double's certificate; the default agent otherwise. */
  agent?: Agent;
}): PushSender {
  const { vapid, log, agent } = options;
  const sendOptions = {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    timeout: TIMEOUT_MS,
    urgency: 'normal' as const,
    ...(agent ? { agent } : {}),
  };
  return async (db, userId, message) => {
    const subscriptions = await subscriptionsOf(db, userId);
    if (subscriptions.length === 0) return 0;
    const { default: webpush, WebPushError } = await import('web-push');
    const results = await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          await webpush.sendNotification(subscription, JSON.stringify(message), sendOptions);
          return true;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            await forgetEndpoint(db, subscription.endpoint);
          } else {
            // Not the error itself: web-push's carries the endpoint, a capability URL for this browser.
            const status = error instanceof WebPushError ? error.statusCode : undefined;
            const reason = error instanceof Error ? error.message : String(error);
            log.warn({ userId, status, reason }, 'push delivery failed');
          }
          return false;
        }
      }),
    );
    return results.filter(Boolean).length;
  };
}
