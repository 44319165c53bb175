import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type Agent, request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestDetails } from 'web-push';
import type { ReminderPush } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { isPublicAddress, type PushServiceKind, pushServiceKind } from './push-endpoints';
import { type DueRetry, scheduleRetry } from './push-retries';
import { forgetEndpoint, subscriptionsOf } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';

// A reminder is for today: a phone that is off for longer than this does not get it late.
const TTL_SECONDS = 12 * 60 * 60;
// The whole push, from connecting to the answer's last byte. An idle timeout is not enough: a push
// service that sends a byte every few seconds never goes idle, and would hold the send for ever.
const DEADLINE_MS = 10_000;
// A push service that answered 5xx twice is tried once more after this (the reminder is for today).
export const RETRY_LATER_MS = 60 * 60 * 1000;

export type PushSender = {
  /** To every browser the user subscribed; resolves with the number delivered now. */
  send(db: Db, userId: string, message: ReminderPush, now: Date): Promise<number>;
  /** The later try of a push recorded by `send`: once, whatever the answer. */
  retry(db: Db, due: DueRetry): Promise<boolean>;
};

type Subscription = DueRetry['subscription'];

/**
 * Sends a message to every browser the user subscribed, encrypted for each (RFC 8291) and signed with
 * the server's VAPID key. A subscription the push service no longer knows (404, 410), or whose endpoint
 * is no longer allowed, is removed. A push service's 5xx is tried again at once and, failing that, a
 * retry RETRY_LATER_MS on is recorded in the database (push-retries.ts), which the scheduler of whichever
 * server claims it sends; other failures are logged and the subscription kept. web-push is loaded on the
 * first send (most servers never send one); it encrypts and signs, and the request itself is made here,
 * to the host WHATWG URL reads, within a total deadline, and (for the browsers' push services) only to
 * public addresses.
 */
export function createPushSender(options: {
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  /** Where subscriptions may point (pushServiceOrigins), checked again before each send. */
  serviceOrigins: readonly string[];
  /** Trusts a test double's certificate; the default agent otherwise. */
  agent?: Agent;
  /** Resolves host names; dns.lookup by default (tests point a name at an address). */
  lookup?: LookupFunction;
  deadlineMs?: number;
}): PushSender {
  const { vapid, log, serviceOrigins, agent, lookup, deadlineMs = DEADLINE_MS } = options;
  const publicLookup = publicAddressesOnly(lookup ?? (dnsLookup as LookupFunction));

  /** One push; its status, or null when it could not be made (logged). */
  const push = async (
    userId: string,
    subscription: Subscription,
    message: ReminderPush,
    kind: PushServiceKind,
  ) => {
    const { default: webpush } = await import('web-push');
    try {
      const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'normal',
      });
      return await post(new URL(subscription.endpoint), details, {
        agent,
        // An operator's own origin may be on this host or a private network (see push-endpoints.ts).
        lookup: kind === 'browser' ? publicLookup : lookup,
        deadlineMs,
      });
    } catch (error) {
      // Never the endpoint itself: it is a capability URL for this browser.
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ userId, reason }, 'push delivery failed');
      return null;
    }
  };

  /** What an answer means for the subscription: delivered, gone (removed), or failed (kept). */
  const settle = async (db: Db, userId: string, endpoint: string, status: number | null) => {
    if (status === null) return false;
    if (status >= 200 && status < 300) return true;
    if (status === 404 || status === 410) await forgetEndpoint(db, endpoint);
    else log.warn({ userId, status }, 'push delivery failed');
    return false;
  };

  /** How to reach the endpoint, or null (and it is removed) when it is no longer allowed. */
  const allowedKind = async (db: Db, userId: string, endpoint: string) => {
    const kind = pushServiceKind(endpoint, serviceOrigins);
    if (!kind) {
      // Saved before the endpoint rules were what they are now; it is never sent to.
      await forgetEndpoint(db, endpoint);
      log.warn({ userId }, 'push subscription at an endpoint no longer allowed removed');
    }
    return kind;
  };

  return {
    send: async (db, userId, message, now) => {
      const subscriptions = await subscriptionsOf(db, userId);
      const results = await Promise.all(
        subscriptions.map(async (subscription) => {
          const kind = await allowedKind(db, userId, subscription.endpoint);
          if (!kind) return false;
          let status = await push(userId, subscription, message, kind);
          if (isServerError(status)) status = await push(userId, subscription, message, kind);
          if (isServerError(status)) {
            log.warn({ userId, status }, 'push service unavailable; trying again later');
            const retryAt = new Date(now.getTime() + RETRY_LATER_MS);
            await scheduleRetry(db, subscription.endpoint, message, retryAt);
            return false;
          }
          return settle(db, userId, subscription.endpoint, status);
        }),
      );
      return results.filter(Boolean).length;
    },
    retry: async (db, { userId, subscription, message }) => {
      const kind = await allowedKind(db, userId, subscription.endpoint);
      if (!kind) return false;
      const status = await push(userId, subscription, message, kind);
      return settle(db, userId, subscription.endpoint, status);
    },
  };
}

const isServerError = (status: number | null) => status !== null && status >= 500;

/** POSTs the encrypted, signed push; resolves with the status once the answer has been read in full. */
function post(
  url: URL,
  details: RequestDetails,
  via: { agent: Agent | undefined; lookup: LookupFunction | undefined; deadlineMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(via.deadlineMs);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    const pushRequest = request(
      {
        method: details.method,
        // WHATWG URL's reading, the same the allow-list checked; an IPv6 literal loses its brackets.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        headers: details.headers,
        signal,
        ...(via.agent ? { agent: via.agent } : {}),
        ...(via.lookup ? { lookup: via.lookup } : {}),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    pushRequest.on('error', reject);
    pushRequest.end(details.body ?? undefined);
  });
}

/**
 * Resolves as `resolve` does, but fails unless every address is public: checked as the connection is
 * made, on the addresses it is made to, so a name cannot pass a check and then resolve elsewhere.
 */
export function publicAddressesOnly(resolve: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      const addresses = (
        Array.isArray(found) ? found : [{ address: found, family: isIP(found) }]
      ) as LookupAddress[];
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      const [first] = addresses;
      if (refused || !first) {
        const reason = `${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`;
        return callback(Object.assign(new Error(reason), { code: 'ENOTPUBLIC' }), '');
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
