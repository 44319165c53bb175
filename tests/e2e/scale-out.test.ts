import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { FREE_SPEECH_LIMIT } from '../../src/common/limits';
import { MIGRATIONS_DIR } from '../../src/server/db/migrate';
import { type PushServiceDouble, startPushServiceDouble } from '../doubles/push-service';
import { type S3Double, startS3Double } from '../doubles/s3-api';
import { call, SHORT_SPEECH, signUp } from './support/api-client';
import {
  messagesTo,
  pushServiceEnv,
  remindNow,
  subscribe,
  ticks,
  waitFor,
} from './support/reminder-delivery';
import { ADMIN_URL, scratchDatabase } from './support/scratch-database';
import { healthDetails, type RunningServer, startServer, tempDataDir } from './support/server-process';

// How Uplift scales out: stateless server processes on one Postgres, sharing the session secret and an
// S3-compatible bucket for the audio cache. Two processes on different ports stand in for a load
// balancer's pool; the client sends each request to either. Needs Postgres (TEST_DATABASE_URL).

const BUCKET = 'uplift-audio';
const PARALLEL_GENERATIONS = 8;

describe.runIf(Boolean(ADMIN_URL))('two servers on one Postgres', () => {
  const cleanup: (() => unknown)[] = [];
  let a: RunningServer;
  let b: RunningServer;
  let s3: S3Double;
  let pushService: PushServiceDouble;
  let databaseUrl: string;

  beforeAll(async () => {
    const database = await scratchDatabase('uplift_scale');
    cleanup.push(() => database.drop());
    databaseUrl = database.url;
    s3 = await startS3Double({ bucket: BUCKET });
    cleanup.push(() => s3.close());
    pushService = await startPushServiceDouble();
    cleanup.push(() => pushService.close());
    const vapid = webpush.generateVAPIDKeys();
    const shared = {
      DATABASE_URL: database.url,
      // Browsers subscribe with one server's VAPID key; a push from another must be signed with the same.
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      VOICE_WORKERS: '1',
      ...pushServiceEnv(pushService),
      // Passes every 2 s instead of every minute: many more chances for both servers to send it twice.
      REMINDER_CHECK_SECONDS: '2',
    };
    const dirs = [tempDataDir(), tempDataDir()] as const;
    cleanup.push(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });
    // Both at once on an empty database: the migrations race, and the advisory lock makes them take turns.
    [a, b] = await Promise.all([
      startServer({ ...shared, DATA_DIR: dirs[0] }),
      startServer({ ...shared, DATA_DIR: dirs[1] }),
    ]);
    cleanup.push(
      () => a.stop(),
      () => b.stop(),
    );
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('both start at once on an empty database, migrating it exactly once', async () => {
    for (const server of [a, b]) {
      expect(await healthDetails(server.baseUrl)).toMatchObject({ status: 'ok', db: 'postgres' });
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
    const cookie = await signUp(a.baseUrl);
    expect((await call(b.baseUrl, cookie, 'GET', '/api/user')).status).toBe(200);
  });

  it('shares sessions: signed in on A works on B, and signing out on B ends it on A', async () => {
    const cookie = await signUp(a.baseUrl);
    const onB = await call(b.baseUrl, cookie, 'GET', '/api/auth/user');
    expect(onB.status).toBe(200);
    const onA = await call(a.baseUrl, cookie, 'GET', '/api/auth/user');
    expect(await onB.json()).toEqual(await onA.json());
    expect((await call(b.baseUrl, cookie, 'POST', '/api/auth/logout')).ok).toBe(true);
    expect((await call(a.baseUrl, cookie, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await call(b.baseUrl, cookie, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('holds the free quota under parallel generations split across both', async () => {
    const cookie = await signUp(a.baseUrl);
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL_GENERATIONS }, (_, i) =>
        call(i % 2 ? b.baseUrl : a.baseUrl, cookie, 'POST', '/api/speeches/generate', SHORT_SPEECH).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_SPEECH_LIMIT);
    expect(statuses.filter((status) => status === 402)).toHaveLength(
      PARALLEL_GENERATIONS - FREE_SPEECH_LIMIT,
    );
    const status = await (await call(b.baseUrl, cookie, 'GET', '/api/subscription/status')).json();
    expect(status).toMatchObject({ speechesUsed: FREE_SPEECH_LIMIT, speechesRemaining: 0 });
    const listed = (await (await call(a.baseUrl, cookie, 'GET', '/api/speeches')).json()) as unknown[];
    expect(listed).toHaveLength(FREE_SPEECH_LIMIT);
  });

  it('serves audio made on A from the shared cache on B, byte for byte', async () => {
    const cookie = await signUp(a.baseUrl);
    const created = await call(a.baseUrl, cookie, 'POST', '/api/speeches/generate', SHORT_SPEECH);
    const { id } = (await created.json()) as { id: number };
    const { voices } = (await (await fetch(`${a.baseUrl}/api/voices`)).json()) as {
      voices: { id: string }[];
    };
    const voice = voices[0]?.id ?? '';

    const made = await call(a.baseUrl, cookie, 'POST', `/api/speeches/${id}/audio`, { voice });
    expect(made.status).toBe(200);
    const bytes = Buffer.from(await made.arrayBuffer());
    const puts = s3.requests.filter((request) => request.method === 'PUT').length;
    expect(puts).toBeGreaterThan(0);
    expect([...s3.objects.values()].some((object) => object.equals(bytes))).toBe(true);

    const fromB = await call(b.baseUrl, cookie, 'GET', `/api/speeches/${id}/audio.mp3?voice=${voice}`);
    expect(fromB.status).toBe(200);
    // A cached answer: its length is known and it can be sought in (a live synthesis says neither).
    expect(fromB.headers.get('accept-ranges')).toBe('bytes');
    expect(fromB.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(`${b.baseUrl}/api/speeches/${id}/audio.mp3?voice=${voice}`, {
      headers: { cookie, range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    // B read the object A stored and synthesised nothing of its own.
    expect(s3.requests.filter((request) => request.method === 'PUT')).toHaveLength(puts);
  });

  it('sends a reminder due now once, though both servers run the scheduler', async () => {
    const cookie = await signUp(a.baseUrl);
    const { endpoint } = await subscribe(b.baseUrl, cookie, pushService);
    await remindNow(a.baseUrl, cookie);
    await waitFor('the reminder', () => messagesTo(pushService, endpoint).length > 0, 30_000);
    // Both have looked for due reminders several times since it was sent, and neither sent it again.
    const [passesA, passesB] = [ticks(a), ticks(b)];
    await waitFor(
      'three passes on each server',
      () => ticks(a) > passesA + 2 && ticks(b) > passesB + 2,
      30_000,
    );
    expect(messagesTo(pushService, endpoint)).toEqual([
      { title: 'Uplift', body: 'Your pep talk for today is ready', url: '/?pep-talk=today' },
    ]);
  }, 90_000);
});
