import { Agent, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import webpush from 'web-push';
import { withRemindersApp } from '../../../tests/setup/reminders-app';
import { signUp } from '../../../tests/setup/session';
import { reminderMessage } from '../../common/reminders';
import { pushRetries, pushSubscriptions, reminders } from '../db/schema';
import { claimDueRetries, scheduleRetry } from './push-retries';
import { createPushSender, RETRY_LATER_MS } from './push-sender';
import { saveReminder } from './reminder-settings';
import { claimDueReminders, runReminderTick, startReminderScheduler } from './scheduler';

// Each test runs the scheduler at instants of its own day (later than the test before's), so a reminder
// another test left behind is from an earlier day and is dropped, never sent.
const t = withRemindersApp();
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

async function subscribedUser() {
  const { cookie, user, password } = await signUp(t.app);
  const subscription = t.pushService.subscribe(t.vapid.publicKey);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: subscription,
  });
  expect(response.statusCode).toBe(201);
  return { cookie, user, password, subscription };
}

const messagesTo = (endpoint: string) =>
  t.pushService.messages.filter((message) => message.endpoint === endpoint).map((message) => message.payload);

const retriesFor = (endpoint: string) =>
  t.database.db
    .select({ message: pushRetries.message, retryAt: pushRetries.retryAt })
    .from(pushRetries)
    .where(eq(pushRetries.endpoint, endpoint));

/** A sender as a server process makes it, logging its warnings to a list of its own. */
function newSender() {
  const warnings: unknown[][] = [];
  const sender = createPushSender({
    vapid: t.vapid,
    log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
    serviceOrigins: t.serviceOrigins,
    agent: new Agent({ ca: t.pushService.ca }),
  });
  return { sender, warnings };
}

/**
 * A scheduler as a server starts it, on a sender of its own, at the time `clock` gives; `stop` resolves
 * once its pass at start-up has finished (it is stopped with the test in any case).
 */
function startScheduler(clock: () => Date) {
  const { sender, warnings } = newSender();
  let passes = 0;
  const log = {
    debug: () => {
      passes += 1;
    },
    warn: (...args: unknown[]) => warnings.push(args),
  } as never;
  const stopTimer = startReminderScheduler(t.database.db, sender, log, 60_000, clock);
  onTestFinished(stopTimer);
  const stop = async () => {
    stopTimer();
    await expect.poll(() => passes).toBeGreaterThan(0);
  };
  return { stop, warnings };
}

const remind = (userId: string, time: string, now: Date, timeZone = 'UTC', goalId: number | null = null) =>
  saveReminder(t.database.db, userId, { enabled: true, time, days: EVERY_DAY, timeZone, goalId }, now);

describe('the reminder scheduler', () => {
  it('sends a due reminder to the push service, encrypted for the browser and VAPID-signed, once', async () => {
    const { user, cookie, subscription } = await subscribedUser();
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie },
      payload: { title: 'the half marathon', category: 'fitness' },
    });
    const goalId = goal.json().id as number;
    await remind(user.id, '09:00', new Date('2026-01-05T08:00:00Z'), 'UTC', goalId);

    expect(await runReminderTick(t.database.db, t.send, new Date('2026-01-05T08:59:30Z'))).toEqual({
      reminders: 0,
      retries: 0,
    });
    expect(messagesTo(subscription.endpoint)).toEqual([]);
    await runReminderTick(t.database.db, t.send, new Date('2026-01-05T09:00:05Z'));
    // The double decrypted it with the subscription's private key and auth secret.
    expect(messagesTo(subscription.endpoint)).toEqual([
      {
        title: 'Uplift',
        body: 'Your pep talk for the half marathon is ready',
        url: `/?pep-talk=${goalId}`,
      },
    ]);
    await runReminderTick(t.database.db, t.send, new Date('2026-01-05T09:01:05Z'));
    await runReminderTick(t.database.db, t.send, new Date('2026-01-05T23:59:00Z'));
    expect(messagesTo(subscription.endpoint)).toHaveLength(1);
    // And the next day again.
    await runReminderTick(t.database.db, t.send, new Date('2026-01-06T09:00:30Z'));
    expect(messagesTo(subscription.endpoint)).toHaveLength(2);
    expect(t.warnings).toEqual([]);
  });

  it('claims a due reminder once when two ticks run at the same moment', async () => {
    const { user, subscription } = await subscribedUser();
    await remind(user.id, '09:00', new Date('2026-01-07T08:00:00Z'));
    const at = new Date('2026-01-07T09:00:10Z');
    const [first, second] = await Promise.all([
      claimDueReminders(t.database.db, at),
      claimDueReminders(t.database.db, at),
    ]);
    const claims = [...(first?.claimed ?? []), ...(second?.claimed ?? [])];
    expect(claims.filter((claim) => claim.userId === user.id)).toEqual([{ userId: user.id, goalId: null }]);
    await Promise.all([0, 1, 2].map(() => runReminderTick(t.database.db, t.send, at)));
    expect(messagesTo(subscription.endpoint)).toEqual([]);
  });

  it('sends a reminder missed while no server ran if its local day is not over, and drops it if it is', async () => {
    const sydney = await subscribedUser();
    const newYork = await subscribedUser();
    // 07:00 in Sydney and in New York on 8 January.
    await remind(sydney.user.id, '07:00', new Date('2026-01-07T19:00:00Z'), 'Australia/Sydney');
    await remind(newYork.user.id, '07:00', new Date('2026-01-08T11:00:00Z'), 'America/New_York');
    // Back at 12:30 UTC: 23:30 in Sydney (still the 8th), 07:30 in New York.
    await runReminderTick(t.database.db, t.send, new Date('2026-01-08T12:30:00Z'));
    expect(messagesTo(sydney.subscription.endpoint)).toHaveLength(1);
    expect(messagesTo(newYork.subscription.endpoint)).toHaveLength(1);

    const late = await subscribedUser();
    await remind(late.user.id, '07:00', new Date('2026-01-08T19:00:00Z'), 'Australia/Sydney');
    // Back at 13:30 UTC on the 9th: 00:30 on the 10th in Sydney, the 9th's reminder is a day late; the
    // 10th's is next.
    await runReminderTick(t.database.db, t.send, new Date('2026-01-09T13:30:00Z'));
    expect(messagesTo(late.subscription.endpoint)).toEqual([]);
    const [row] = await t.database.db.select().from(reminders).where(eq(reminders.userId, late.user.id));
    expect(row?.nextDueAt?.toISOString()).toBe('2026-01-09T20:00:00.000Z');
  });

  it('does not send twice in a day when the time is changed after the day’s reminder went out', async () => {
    const { user, subscription } = await subscribedUser();
    await remind(user.id, '09:00', new Date('2026-01-11T08:00:00Z'));
    await runReminderTick(t.database.db, t.send, new Date('2026-01-11T09:00:00Z'));
    await remind(user.id, '10:00', new Date('2026-01-11T09:30:00Z'));
    await runReminderTick(t.database.db, t.send, new Date('2026-01-11T10:00:00Z'));
    expect(messagesTo(subscription.endpoint)).toHaveLength(1);
  });

  it('sends once on the days the clocks change, in Sydney and New York', async () => {
    const sydney = await subscribedUser();
    const newYork = await subscribedUser();
    // 02:30 on 4 October in Sydney does not exist (02:00 → 03:00): it fires at 03:30 AEDT.
    await remind(sydney.user.id, '02:30', new Date('2026-10-03T00:00:00Z'), 'Australia/Sydney');
    // 01:30 on 1 November in New York happens twice (02:00 → 01:00): it fires at the first.
    await remind(newYork.user.id, '01:30', new Date('2026-10-31T00:00:00Z'), 'America/New_York');
    for (let minute = 0; minute < 48 * 60; minute += 15) {
      const now = new Date(Date.parse('2026-10-03T12:00:00Z') + minute * 60_000);
      if (now.getTime() > Date.parse('2026-10-05T00:00:00Z')) now.setTime(now.getTime() + 27 * 86_400_000);
      await runReminderTick(t.database.db, t.send, now);
    }
    expect(messagesTo(sydney.subscription.endpoint)).toHaveLength(2);
    expect(messagesTo(newYork.subscription.endpoint)).toHaveLength(2);
  });

  it('removes a subscription the push service answers 410 Gone or 404, and still reaches the others', async () => {
    const { user, cookie, subscription } = await subscribedUser();
    const other = t.pushService.subscribe(t.vapid.publicKey);
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: other,
    });
    t.pushService.unsubscribe(subscription.endpoint);
    await remind(user.id, '09:00', new Date('2026-11-20T08:00:00Z'));
    const answered = t.pushService.answers.length;
    await runReminderTick(t.database.db, t.send, new Date('2026-11-20T09:00:00Z'));
    expect(t.pushService.answers.slice(answered).sort()).toEqual([201, 410]);
    expect(messagesTo(other.endpoint)).toHaveLength(1);
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: other.endpoint }]);
    expect(t.warnings).toEqual([]);
  });

  it('tries a push service that answers 5xx again at once, and keeps the subscription', async () => {
    const { user, subscription } = await subscribedUser();
    t.pushService.fail(subscription.endpoint, 1);
    const answered = t.pushService.answers.length;
    expect(await t.send.send(t.database.db, user.id, reminderMessage(null), new Date())).toBe(1);
    expect(t.pushService.answers.slice(answered)).toEqual([503, 201]);
    expect(await retriesFor(subscription.endpoint)).toEqual([]);
  });

  it('sends the later try of a push that failed twice from the database: a new scheduler does, after a restart', async () => {
    const { user, subscription } = await subscribedUser();
    t.pushService.fail(subscription.endpoint, 2);
    // 13:00 UTC: no other test's reminder falls due in the hour after it.
    await remind(user.id, '13:00', new Date('2026-11-22T12:00:00Z'));
    const answered = t.pushService.answers.length;
    const at = new Date('2026-11-22T13:00:10Z');
    const before = startScheduler(() => at);
    await expect.poll(() => retriesFor(subscription.endpoint)).toHaveLength(1);
    await before.stop();
    expect(t.pushService.answers.slice(answered)).toEqual([503, 503]);
    expect(await retriesFor(subscription.endpoint)).toEqual([
      { message: reminderMessage(null), retryAt: new Date(at.getTime() + RETRY_LATER_MS) },
    ]);

    // A minute short of the hour: not yet.
    await runReminderTick(
      t.database.db,
      newSender().sender,
      new Date(at.getTime() + RETRY_LATER_MS - 60_000),
    );
    expect(t.pushService.answers.slice(answered)).toEqual([503, 503]);
    // The server restarted: a new scheduler with a new sender, the hour past.
    const after = startScheduler(() => new Date(at.getTime() + RETRY_LATER_MS + 60_000));
    await expect.poll(() => messagesTo(subscription.endpoint)).toEqual([reminderMessage(null)]);
    await after.stop();
    expect(t.pushService.answers.slice(answered)).toEqual([503, 503, 201]);
    expect(await retriesFor(subscription.endpoint)).toEqual([]);
    expect([...before.warnings, ...after.warnings]).toEqual([
      [{ userId: user.id, status: 503 }, 'push service unavailable; trying again later'],
    ]);
  });

  it('sends a due retry once when two schedulers run against one database', async () => {
    const { user, subscription } = await subscribedUser();
    const due = new Date('2026-11-24T10:01:00Z');
    // Many retries and four claims at once, so the claims overlap: each retry is taken by one of them.
    const [{ sessionSid }] = (await t.database.db
      .select({ sessionSid: pushSubscriptions.sessionSid })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint))) as [{ sessionSid: string }];
    const endpoints = Array.from({ length: 300 }, () => t.pushService.subscribe(t.vapid.publicKey).endpoint);
    await t.database.db
      .insert(pushSubscriptions)
      .values(
        endpoints.map((endpoint) => ({ endpoint, userId: user.id, sessionSid, p256dh: 'B', auth: 'A' })),
      );
    for (const endpoint of endpoints)
      await scheduleRetry(t.database.db, endpoint, reminderMessage(null), due);
    const claims = await Promise.all([0, 1, 2, 3].map(() => claimDueRetries(t.database.db, due, 1_000)));
    const claimed = claims.flatMap(({ claimed }) => claimed.map((retry) => retry.subscription.endpoint));
    expect(claimed.sort()).toEqual(endpoints.sort());
    await t.database.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));

    // Two schedulers' passes at once: the push that failed twice is tried later by one of them.
    t.pushService.fail(subscription.endpoint, 2);
    const failedAt = new Date(due.getTime() - RETRY_LATER_MS - 60_000);
    await newSender().sender.send(t.database.db, user.id, reminderMessage(null), failedAt);
    const answered = t.pushService.answers.length;
    await Promise.all([
      runReminderTick(t.database.db, newSender().sender, due),
      runReminderTick(t.database.db, newSender().sender, due),
    ]);
    expect(t.pushService.answers.slice(answered)).toEqual([201]);
    expect(messagesTo(subscription.endpoint)).toEqual([reminderMessage(null)]);
  });

  it('drops a waiting retry with its subscription, by unsubscribing, signing out or deleting the account', async () => {
    const at = new Date('2026-11-26T09:00:00Z');
    const failTwice = async (userId: string, endpoint: string) => {
      t.pushService.fail(endpoint, 3);
      await t.send.send(t.database.db, userId, reminderMessage(null), at);
      expect(await retriesFor(endpoint)).toHaveLength(1);
    };
    const unsubscribes = await subscribedUser();
    await failTwice(unsubscribes.user.id, unsubscribes.subscription.endpoint);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: unsubscribes.cookie },
      payload: { endpoint: unsubscribes.subscription.endpoint },
    });
    const signsOut = await subscribedUser();
    await failTwice(signsOut.user.id, signsOut.subscription.endpoint);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: signsOut.cookie } });
    const leaves = await subscribedUser();
    await failTwice(leaves.user.id, leaves.subscription.endpoint);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: leaves.cookie },
      payload: { password: leaves.password },
    });
    expect(deleted.statusCode).toBe(200);
    t.warnings.length = 0;

    for (const { subscription } of [unsubscribes, signsOut, leaves])
      expect(await retriesFor(subscription.endpoint)).toEqual([]);
    const answered = t.pushService.answers.length;
    await runReminderTick(t.database.db, t.send, new Date(at.getTime() + 2 * RETRY_LATER_MS));
    expect(t.pushService.answers.slice(answered)).toEqual([]);
    // A retry for a subscription that went while its push was failing is not recorded.
    await scheduleRetry(t.database.db, leaves.subscription.endpoint, reminderMessage(null), at);
    expect(await retriesFor(leaves.subscription.endpoint)).toEqual([]);
  });

  it('keeps a subscription when the push service refuses for another reason (a VAPID key it was not made for)', async () => {
    const { user, subscription } = await subscribedUser();
    const warnings: unknown[] = [];
    const otherKeys = createPushSender({
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' },
      log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
      serviceOrigins: t.serviceOrigins,
      agent: new Agent({ ca: t.pushService.ca }),
    });
    const answered = t.pushService.answers.length;
    expect(await otherKeys.send(t.database.db, user.id, reminderMessage(null), new Date())).toBe(0);
    expect(t.pushService.answers.slice(answered)).toEqual([403]);
    expect(warnings).toHaveLength(1);
    expect(messagesTo(subscription.endpoint)).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept).toHaveLength(1);
  });

  it('does not let a push service that answers a byte at a time hold back another user’s reminder', async () => {
    const slow = await subscribedUser();
    const other = await subscribedUser();
    t.pushService.drip(slow.subscription.endpoint, 2_000);
    // The slow one is due first, so it is claimed (and used to be sent) first.
    await remind(slow.user.id, '08:59', new Date('2026-12-01T08:00:00Z'));
    await remind(other.user.id, '09:00', new Date('2026-12-01T08:00:00Z'));
    const started = performance.now();
    let ended = Number.POSITIVE_INFINITY;
    const tick = runReminderTick(t.database.db, t.send, new Date('2026-12-01T09:00:30Z')).then(() => {
      ended = performance.now();
    });
    await expect
      .poll(() => messagesTo(other.subscription.endpoint), { timeout: 5_000, interval: 50 })
      .toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(t.pushService.dripping).toBe(1);
    // The drip would never end; the push is cut at the sender's deadline (10 s) and the tick finishes.
    await tick;
    expect(ended - started).toBeLessThan(12_000);
    await expect.poll(() => t.pushService.dripping).toBe(0);
    expect(t.warnings).toEqual([
      [{ userId: slow.user.id, reason: expect.stringMatching(/timeout/) }, 'push delivery failed'],
    ]);
    t.warnings.length = 0;
  }, 20_000);

  it('never connects to a browser push service’s name that resolves to a loopback address', async () => {
    const { user, cookie } = await subscribedUser();
    const { keys } = t.pushService.subscribe(t.vapid.publicKey);
    const endpoint = 'https://rebound.push.apple.com/push/x';
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: { endpoint, keys },
    });
    expect(saved.statusCode).toBe(201);
    // The name resolves to 127.0.0.1, where the double listens; the agent connects on the double's port in
    // place of 443, as if it listened there.
    const lookup: LookupFunction = (_hostname, options, callback) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    const port = Number(new URL(t.pushService.origin).port);
    class OnTheDoublesPort extends Agent {
      override createConnection(
        options: RequestOptions,
        callback?: (error: Error | null, stream: Duplex) => void,
      ) {
        return super.createConnection({ ...options, port }, callback);
      }
    }
    const warnings: unknown[][] = [];
    const sender = (serviceOrigins: string[]) =>
      createPushSender({
        vapid: t.vapid,
        log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
        serviceOrigins,
        agent: new OnTheDoublesPort({ ca: t.pushService.ca }),
        lookup,
      });

    const connections = t.pushService.connections;
    expect(
      await sender(t.serviceOrigins).send(t.database.db, user.id, reminderMessage(null), new Date()),
    ).toBe(1);
    expect(t.pushService.connections - connections).toBe(1); // the double's own subscription
    expect(warnings).toEqual([
      [
        { userId: user.id, reason: 'rebound.push.apple.com resolves to 127.0.0.1, not a public address' },
        'push delivery failed',
      ],
    ]);
    // The same rig, the name configured by the operator (who may point at this host): it connects.
    await sender([...t.serviceOrigins, 'https://rebound.push.apple.com']).send(
      t.database.db,
      user.id,
      reminderMessage(null),
      new Date(),
    );
    expect(t.pushService.connections - connections).toBeGreaterThanOrEqual(3);
  });

  it('words the message for today when no goal is chosen', () => {
    expect(reminderMessage(null)).toEqual({
      title: 'Uplift',
      body: 'Your pep talk for today is ready',
      url: '/?pep-talk=today',
    });
  });
});
