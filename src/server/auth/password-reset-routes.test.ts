import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/setup/session';
import { resetLinkIn, startSmtpInbox } from '../../../tests/setup/smtp-inbox';
import { buildTestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-db';
import { EMAIL_NOT_SET_UP, PASSWORD_CHANGED, RESET_REQUESTED } from '../../common/password-reset';
import type { App } from '../app';
import type { Database } from '../db/client';
import { passwordResets } from '../db/schema';
import { createSmtpMailer } from '../mail/mailer';
import { createResetLink, RESET_LINK_INVALID, RESET_TTL_MS, resetPassword } from './password-reset';
import { WEAK_PASSWORD } from './password-strength';

const APP_URL = 'https://uplift.example.com';
const NEW_PASSWORD = 'lantern orbit paprika meadow';
let database: Database;
let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let address = 0;
// Each test its own address, so the per-IP limit is a test of its own.
const nextIp = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    mailer: createSmtpMailer({ url: inbox.url, from: 'Uplift <hello@uplift.example.com>' }),
    appUrl: APP_URL,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await inbox.close();
});

const forgot = (email: string, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: nextIp(),
  });
const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

async function requestLink(email: string) {
  const before = inbox.received.length;
  expect((await forgot(email)).statusCode).toBe(202);
  const mail = await inbox.mailTo(email, before);
  return { mail, token: resetLinkIn(mail).searchParams.get('token') ?? '' };
}

describe('forgotten password', () => {
  it('says email is set up', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/forgot-password' })).json()).toEqual({
      emailSetUp: true,
    });
  });

  it('mails a link that sets a new password once, ends every session, and keeps only its hash', async () => {
    const { email, password, cookie } = await signUp(app);
    const { mail, token } = await requestLink(email);
    expect(mail.subject).toBe('Reset your Uplift password');
    expect(mail.from).toContain('hello@uplift.example.com');
    expect(resetLinkIn(mail).origin + resetLinkIn(mail).pathname).toBe(`${APP_URL}/reset-password`);
    const stored = await database.db.select().from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.some((row) => row.tokenHash.length === 64)).toBe(true);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);
    // The session that was open before the reset has ended.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
    // Used once, the link is spent.
    const again = await reset(token, 'another lantern orbit song');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
  });

  it('answers 202 the same for an unknown email, and sends nothing', async () => {
    const before = inbox.received.length;
    const response = await forgot('nobody-here@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    await expect(inbox.mailTo('nobody-here@example.com', before, 500)).rejects.toThrow(/no mail/);
  });

  // Needs Postgres: PGlite runs one transaction at a time, so the attempt counts that come before the answer
  // would wait for the lock too.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'answers an address with an account before looking it up, as it answers one without',
    async () => {
      const { user } = await signUp(app, { email: 'timing@example.com' });
      const before = inbox.received.length;
      // The users table held by another transaction: an answer that waited for the lookup would wait too.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const locked = new Promise<void>((resolve) => {
        void database.db.transaction(async (tx) => {
          await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
          resolve();
          await held;
        });
      });
      await locked;
      const answered = await Promise.race([
        forgot(user.email).then((response) => response.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
      ]);
      release();
      expect(answered).toBe(202);
      // The mail still goes out once the table is free.
      expect(resetLinkIn(await inbox.mailTo(user.email, before)).pathname).toBe('/reset-password');
    },
  );

  it('refuses a weak password without spending the link', async () => {
    const { email } = await signUp(app);
    const { token } = await requestLink(email);
    const weak = await reset(token, 'password123!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/too common|easy to guess/);
    const alsoWeak = await reset(token, 'samsamsam1');
    expect(alsoWeak.json().message).toBe(WEAK_PASSWORD);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('does not accept a link after an hour, nor one it never sent', async () => {
    const { user, email } = await signUp(app);
    const hourAgo = new Date(Date.now() - RESET_TTL_MS - 1000);
    const link = await createResetLink(database.db, user.id, APP_URL, hourAgo);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await reset(token, NEW_PASSWORD)).json().message).toBe(RESET_LINK_INVALID);
    expect((await reset('made-up-token', NEW_PASSWORD)).statusCode).toBe(400);
    // Within the hour the same kind of link works.
    const fresh = await createResetLink(
      database.db,
      user.id,
      APP_URL,
      new Date(Date.now() - RESET_TTL_MS + 60_000),
    );
    await resetPassword(database.db, new URL(fresh).searchParams.get('token') ?? '', NEW_PASSWORD);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the other links once one is used', async () => {
    const { user, email } = await signUp(app);
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect((await reset(second.token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first.token, 'another lantern orbit song')).statusCode).toBe(400);
    const left = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('limits requests per address (429), and mails one inbox at most 3 times an hour (still 202)', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot(`stranger${i}@example.com`, ip)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);

    const { email } = await signUp(app);
    const before = inbox.received.length;
    for (let i = 0; i < 5; i += 1) expect((await forgot(email)).statusCode).toBe(202);
    await inbox.mailTo(email, before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.received.slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(3);
  });
});

describe('forgotten password without SMTP_URL', () => {
  let bare: App;
  beforeAll(async () => {
    bare = await buildTestApp(database);
  });
  afterAll(() => bare.close());

  it('says email is not set up, and sends nothing', async () => {
    expect((await bare.inject({ method: 'GET', url: '/api/auth/forgot-password' })).json()).toEqual({
      emailSetUp: false,
    });
    const response = await bare.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(EMAIL_NOT_SET_UP);
  });
});
