import { setTimeout as sleep } from 'node:timers/promises';
import type { PushServiceDouble } from '../../doubles/push-service';
import { call } from './api-client';
import type { RunningServer } from './server-process';

// Shared by the reminder tests that run server processes (one on PGlite, two on one Postgres).

/** What a server needs to send to the push-service double: to accept its origin and trust its certificate. */
export const pushServiceEnv = (pushService: PushServiceDouble) => ({
  PUSH_SERVICE_ORIGINS: pushService.origin,
  NODE_EXTRA_CA_CERTS: pushService.caFile,
  // The scheduler logs each pass at debug: 'reminders checked'.
  LOG_LEVEL: 'debug',
});

/** How many scheduler passes a server has finished. */
export const ticks = (server: RunningServer) =>
  server.logs.join('').split('"msg":"reminders checked"').length - 1;

export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value) return value;
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Subscribes a new browser of the push service for the signed-in user. */
export async function subscribe(baseUrl: string, cookie: string, pushService: PushServiceDouble) {
  const { publicKey } = (await (await call(baseUrl, cookie, 'GET', '/api/push/public-key')).json()) as {
    publicKey: string;
  };
  const subscription = pushService.subscribe(publicKey);
  const response = await call(baseUrl, cookie, 'POST', '/api/push/subscriptions', subscription);
  if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
  return subscription;
}

/** Sets a daily reminder for the current UTC minute (waiting out a minute's last seconds first). */
export async function remindNow(baseUrl: string, cookie: string) {
  if (new Date().getUTCSeconds() >= 55) await sleep(6000);
  const time = new Date().toISOString().slice(11, 16);
  const body = { enabled: true, time, days: [0, 1, 2, 3, 4, 5, 6], timeZone: 'UTC' };
  const response = await call(baseUrl, cookie, 'PUT', '/api/reminders', body);
  if (response.status !== 200)
    throw new Error(`PUT /api/reminders: ${response.status} ${await response.text()}`);
}

export const messagesTo = (pushService: PushServiceDouble, endpoint: string) =>
  pushService.messages.filter((message) => message.endpoint === endpoint).map((message) => message.payload);
