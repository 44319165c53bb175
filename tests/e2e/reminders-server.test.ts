import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushServiceDouble, startPushServiceDouble } from '../doubles/push-service';
import { signUp } from './support/api-client';
import {
  messagesTo,
  pushServiceEnv,
  remindNow,
  subscribe,
  ticks,
  waitFor,
} from './support/reminder-delivery';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// The production server's scheduler, through web-push, to a push-service double that decrypts each
// message with the subscription's keys. (Two servers on one Postgres: scale-out.test.ts.)

const DELIVERY_MS = 90_000;
const TODAY = { title: 'Uplift', body: 'Your pep talk for today is ready', url: '/?pep-talk=today' };

describe('reminders from a running server', () => {
  let pushService: PushServiceDouble;
  let server: RunningServer;
  const dataDir = tempDataDir();
  const start = async () => {
    server = await startServer({ DATA_DIR: dataDir, ...pushServiceEnv(pushService) });
  };

  beforeAll(async () => {
    pushService = await startPushServiceDouble();
    await start();
  });
  afterAll(async () => {
    await server?.stop();
    await pushService?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a reminder due now within 90 s, encrypted, and not again after a restart', async () => {
    const cookie = await signUp(server.baseUrl);
    const { endpoint } = await subscribe(server.baseUrl, cookie, pushService);
    await remindNow(server.baseUrl, cookie);
    await waitFor('the reminder', () => messagesTo(pushService, endpoint).length > 0, DELIVERY_MS);
    expect(messagesTo(pushService, endpoint)).toEqual([TODAY]);

    await server.stop();
    await start();
    // The pass at start-up has run, and found it already sent today.
    await waitFor('a scheduler pass', () => ticks(server) > 0, 30_000);
    expect(messagesTo(pushService, endpoint)).toEqual([TODAY]);
  }, 180_000);

  it('sends a reminder that fell due while the server was down when it starts again, the same day', async () => {
    const cookie = await signUp(server.baseUrl);
    const { endpoint } = await subscribe(server.baseUrl, cookie, pushService);
    await remindNow(server.baseUrl, cookie);
    // Killed before its next pass (a minute after the start-up one).
    await server.kill();
    expect(messagesTo(pushService, endpoint)).toEqual([]);
    await start();
    await waitFor('the missed reminder', () => messagesTo(pushService, endpoint).length > 0, 30_000);
    await waitFor('a scheduler pass', () => ticks(server) > 0, 30_000);
    expect(messagesTo(pushService, endpoint)).toEqual([TODAY]);
  }, 180_000);
});
