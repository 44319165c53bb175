// The server test files' apps, as vitest fixtures. Each is built once per test file (scope 'file'), the
// first time a test or a suite hook of the file names it, and closed after the file's last test. A file
// picks its test API and, if it needs other settings, redefines a fixture the app depends on:
//
//   const it = appTest.extend('appOptions', { scope: 'file' }, { authAttemptsPerMinute: 1000 });
//   it('signs in', async ({ app }) => { ... });
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'vitest';
import webpush from 'web-push';
import type { AppDeps } from '../../src/server/app';
import type { PaymentProvider } from '../../src/server/billing/payment-provider';
import { createStripeProvider } from '../../src/server/billing/stripe-provider';
import { type Speech, speeches } from '../../src/server/db/schema';
import { createSmtpMailer } from '../../src/server/mail/mailer';
import { pushServiceOrigins } from '../../src/server/reminders/push-endpoints';
import { createPushSender } from '../../src/server/reminders/push-sender';
import type { VapidKeys } from '../../src/server/reminders/vapid-keys';
import { createVoiceService } from '../../src/server/voice/voice-service';
import { startPushServiceDouble } from '../doubles/push-service';
import { type StripeDoubleOptions, startStripeDouble } from '../doubles/stripe-api';
import { PUBLISHABLE_KEY, WEBHOOK_SECRET } from './billing-app';
import { startSmtpInbox } from './smtp-inbox';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

const file = { scope: 'file' } as const;

/** A migrated database and the app built on it with `appOptions`. */
export const appTest = test
  .extend('appOptions', file, {} as Partial<AppDeps>)
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('database', file, async ({}, { onCleanup }) => {
    const database = await createTestDatabase();
    onCleanup(() => database.close());
    return database;
  })
  .extend('app', file, async ({ database, appOptions }, { onCleanup }) => {
    const app = await buildTestApp(database, appOptions);
    await app.ready();
    onCleanup(async () => {
      // A fetch aborted mid-body can leave a spare connection that never sends a request; Node counts it
      // as busy, so closing would wait for its 60 s header timeout.
      app.server.closeAllConnections();
      await app.close();
    });
    return app;
  });

/**
 * The app with the billing routes paying through the Stripe test double (with a test key unless
 * `stripeOptions` say), or through no payment provider at all where a file sets `payments` to null.
 */
export const billingTest = appTest
  .extend('stripeOptions', file, {} as StripeDoubleOptions)
  .extend('stripe', file, async ({ stripeOptions }, { onCleanup }) => {
    const stripe = await startStripeDouble(stripeOptions);
    onCleanup(() => stripe.close());
    return stripe;
  })
  .extend('payments', file, ({ stripe }): PaymentProvider | null =>
    createStripeProvider({
      secretKey: stripe.secretKey,
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
    }),
  )
  .extend('appOptions', file, ({ payments }) => ({
    payments,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripePublishableKey: PUBLISHABLE_KEY,
  }));

/** The app accepting subscriptions at a push-service double, and a sender that reaches it. */
export const remindersTest = appTest
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('pushService', file, async ({}, { onCleanup }) => {
    const pushService = await startPushServiceDouble();
    onCleanup(() => pushService.close());
    return pushService;
  })
  .extend(
    'vapid',
    file,
    (): VapidKeys => ({ ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' }),
  )
  // The browsers' push services and the double's origin, as serve.ts makes them with
  // PUSH_SERVICE_ORIGINS set to the double.
  .extend('serviceOrigins', file, ({ pushService }) => pushServiceOrigins([pushService.origin]))
  .extend('appOptions', file, ({ vapid, serviceOrigins }) => ({
    push: { publicKey: vapid.publicKey, serviceOrigins },
  }))
  /** What `send` logged as warnings. */
  .extend('warnings', file, (): unknown[] => [])
  /** Sends through web-push to the push-service double (trusting its certificate). */
  .extend('send', file, ({ vapid, serviceOrigins, pushService, warnings }) =>
    createPushSender({
      vapid,
      log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
      serviceOrigins,
      agent: new Agent({ ca: pushService.ca }),
    }),
  );

/** A temporary data directory, removed after the file. */
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
async function temporaryDataDir({}: object, { onCleanup }: { onCleanup: (fn: () => void) => void }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-test-data-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** A local voice service writing to `dataDir`, with one worker whatever the machine (cheap on many cores). */
async function localVoice(
  { dataDir }: { dataDir: string },
  { onCleanup }: { onCleanup: (fn: () => Promise<void>) => void },
) {
  const voice = createVoiceService({ dataDir, workers: 1 });
  onCleanup(() => voice.close());
  await voice.ready();
  return voice;
}

/** The app with a local voice service; its audio cache is `dataDir/audio`. */
export const voiceTest = appTest
  .extend('dataDir', file, temporaryDataDir)
  .extend('voice', file, localVoice)
  .extend('appOptions', file, ({ voice }) => ({ voice }))
  /** Inserts a speech for the user directly, with `content` and otherwise ordinary fields. */
  .extend(
    'insertSpeech',
    file,
    ({ database }) =>
      async (userId: string, content: string, fields: Partial<Speech> = {}) => {
        const [speech] = await database.db
          .insert(speeches)
          .values({
            userId,
            context: 'A job interview on Monday',
            tone: 'encouraging',
            voiceStyle: 'warm',
            content,
            ...fields,
          })
          .returning();
        if (!speech) throw new Error('speech not inserted');
        return speech;
      },
  );

/**
 * Every route registered as in production: the voice routes with one local worker, billing paying
 * through the Stripe test double, mail to an in-test SMTP server.
 */
export const securityTest = billingTest
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('inbox', file, async ({}, { onCleanup }) => {
    const inbox = await startSmtpInbox();
    onCleanup(() => inbox.close());
    return inbox;
  })
  .extend('dataDir', file, temporaryDataDir)
  .extend('voice', file, localVoice)
  .extend('appOptions', file, ({ voice, payments, inbox }) => ({
    voice,
    payments,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripePublishableKey: PUBLISHABLE_KEY,
    mailer: createSmtpMailer({ url: inbox.url, from: 'Uplift <security@example.com>' }),
  }));
