import { Agent } from 'node:https';
import { afterAll, beforeAll } from 'vitest';
import webpush from 'web-push';
import type { App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { pushServiceOrigins } from '../../src/server/reminders/push-endpoints';
import { createPushSender, type PushSender } from '../../src/server/reminders/push-sender';
import type { VapidKeys } from '../../src/server/reminders/vapid-keys';
import { type PushServiceDouble, startPushServiceDouble } from '../doubles/push-service';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

export type RemindersApp = {
  app: App;
  database: Database;
  pushService: PushServiceDouble;
  vapid: VapidKeys;
  /** The browsers' push services and the double's origin, as configured for the app and the sender. */
  serviceOrigins: string[];
  /** Sends through web-push to the push-service double (trusting its certificate). */
  send: PushSender;
  warnings: unknown[];
};

/** Per test file: the app accepting subscriptions at a push-service double, and a sender that reaches it. */
export function withRemindersApp(): RemindersApp {
  const context = { warnings: [] } as unknown as RemindersApp;
  beforeAll(async () => {
    context.pushService = await startPushServiceDouble();
    context.database = await createTestDatabase();
    context.vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' };
    // As serve.ts makes them with PUSH_SERVICE_ORIGINS set to the double.
    context.serviceOrigins = pushServiceOrigins([context.pushService.origin]);
    context.app = await buildTestApp(context.database, {
      push: { publicKey: context.vapid.publicKey, serviceOrigins: context.serviceOrigins },
    });
    const log = { warn: (...args: unknown[]) => context.warnings.push(args) } as never;
    context.send = createPushSender({
      vapid: context.vapid,
      log,
      serviceOrigins: context.serviceOrigins,
      agent: new Agent({ ca: context.pushService.ca }),
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await context.pushService?.close();
  });
  return context;
}
