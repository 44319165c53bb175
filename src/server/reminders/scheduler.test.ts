import { Agent, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, onTestFinished } from 'vitest';
import webpush from 'web-push';
import type { PushServiceDouble } from '../../../tests/doubles/push-service';
import { remindersTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import { eventMessage, reminderMessage } from '../../common/reminders';
import type { App } from '../app';
import type { Database } from '../db/client';
import { eventPushes, pushRetries, pushSubscriptions, reminders } from '../db/schema';
import { cancelEventPush, claimDueEventPushes, setEventPush } from './event-pushes';
import { claimDueRetries, scheduleRetry } from './push-retries';
import { createPushSender, RETRY_LATER_MS } from './push-sender';
import { saveReminder } from './reminder-settings';
import { claimDueReminders, runReminderTick, startReminderScheduler } from './scheduler';
import type { VapidKeys } from './vapid-keys';

// Each test runs the scheduler at instants of its own day (later than the test before's), so a reminder
// another test left behind is from an earlier day and is dropped, never sent.
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

async function subscribedUser(app: App, pushService: PushServiceDouble, vapid: VapidKeys) {
  const { cookie, user, password } = await signUp(app);
  const subscription = pushService.subscribe(vapid.publicKey);
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: subscription,
  });
  expect(response.statusCode).toBe(201);
  return { cookie, user, password, subscription };
}

const messagesTo = (pushService: PushServiceDouble, endpoint: string) =>
  pushService.messages.filter((message) => message.endpoint === endpoint).map((message) => message.payload);

const retriesFor = (database: Database, endpoint: string) =>
  database.db
    .select({ message: pushRetries.message, retryAt: pushRetries.retryAt })
    .from(pushRetries)
    .where(eq(pushRetries.endpoint, endpoint));

/** A sender as a server process makes it, logging its warnings to a list of its own. */
function newSender(pushService: PushServiceDouble, vapid: VapidKeys, serviceOrigins: string[]) {
  const warnings: unknown[][] = [];
  const sender = createPushSender({
    vapid,
    log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
    serviceOrigins,
    agent: new Agent({ ca: pushService.ca }),
  });
  return { sender, warnings };
}

/**
 * A scheduler as a server starts it, on a sender of its own, at the time `clock` gives; `stop` resolves
 * once its pass at start-up has finished (it is stopped with the test in any case).
 */
function startScheduler(
  database: Database,
  pushService: PushServiceDouble,
  vapid: VapidKeys,
  serviceOrigins: string[],
  clock: () => Date,
) {
  const { sender, warnings } = newSender(pushService, vapid, serviceOrigins);
  let passes = 0;
  const log = {
    debug: () => {
      passes += 1;
    },
    warn: (...args: unknown[]) => warnings.push(args),
  } as never;
  const stopTimer = startReminderScheduler(database.db, sender, log, 60_000, clock);
  onTestFinished(stopTimer);
  const stop = async () => {
    stopTimer();
    await expect.poll(() => passes).toBeGreaterThan(0);
  };
  return { stop, warnings };
}

const remind = (
  database: Database,
  userId: string,
  time: string,
  now: Date,
  timeZone = 'UTC',
  goalId: number | null = null,
) => saveReminder(database.db, userId, { enabled: true, time, days: EVERY_DAY, timeZone, goalId }, now);

describe('the reminder scheduler', () => {
  it('sends a due reminder to the push service, encrypted for the browser and VAPID-signed, once', async ({
    app,
    database,
    send,
    warnings,
    pushService,
    vapid,
  }) => {
    const { user, cookie, subscription } = await subscribedUser(app, pushService, vapid);
    const goal = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie },
      payload: { title: 'the half marathon', category: 'fitness' },
    });
    const goalId = goal.json().id as number;
    await remind(database, user.id, '09:00', new Date('2026-01-05T08:00:00Z'), 'UTC', goalId);

    expect(await runReminderTick(database.db, send, new Date('2026-01-05T08:59:30Z'))).toEqual({
      reminders: 0,
      events: 0,
      retries: 0,
    });
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([]);
    await runReminderTick(database.db, send, new Date('2026-01-05T09:00:05Z'));
    // The double decrypted it with the subscription's private key and auth secret.
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([
      {
        title: 'Uplift',
        body: 'Your pep talk for the half marathon is ready',
        url: `/?pep-talk=${goalId}`,
      },
    ]);
    await runReminderTick(database.db, send, new Date('2026-01-05T09:01:05Z'));
    await runReminderTick(database.db, send, new Date('2026-01-05T23:59:00Z'));
    expect(messagesTo(pushService, subscription.endpoint)).toHaveLength(1);
    // And the next day again.
    await runReminderTick(database.db, send, new Date('2026-01-06T09:00:30Z'));
    expect(messagesTo(pushService, subscription.endpoint)).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('claims a due reminder once when two ticks run at the same moment', async ({
    database,
    send,
    app,
    pushService,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    await remind(database, user.id, '09:00', new Date('2026-01-07T08:00:00Z'));
    const at = new Date('2026-01-07T09:00:10Z');
    const [first, second] = await Promise.all([
      claimDueReminders(database.db, at),
      claimDueReminders(database.db, at),
    ]);
    const claims = [...(first?.claimed ?? []), ...(second?.claimed ?? [])];
    expect(claims.filter((claim) => claim.userId === user.id)).toEqual([{ userId: user.id, goalId: null }]);
    await Promise.all([0, 1, 2].map(() => runReminderTick(database.db, send, at)));
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([]);
  });

  it('sends a reminder missed while no server ran if its local day is not over, and drops it if it is', async ({
    database,
    send,
    app,
    pushService,
    vapid,
  }) => {
    const sydney = await subscribedUser(app, pushService, vapid);
    const newYork = await subscribedUser(app, pushService, vapid);
    // 07:00 in Sydney and in New York on 8 January.
    await remind(database, sydney.user.id, '07:00', new Date('2026-01-07T19:00:00Z'), 'Australia/Sydney');
    await remind(database, newYork.user.id, '07:00', new Date('2026-01-08T11:00:00Z'), 'America/New_York');
    // Back at 12:30 UTC: 23:30 in Sydney (still the 8th), 07:30 in New York.
    await runReminderTick(database.db, send, new Date('2026-01-08T12:30:00Z'));
    expect(messagesTo(pushService, sydney.subscription.endpoint)).toHaveLength(1);
    expect(messagesTo(pushService, newYork.subscription.endpoint)).toHaveLength(1);

    const late = await subscribedUser(app, pushService, vapid);
    await remind(database, late.user.id, '07:00', new Date('2026-01-08T19:00:00Z'), 'Australia/Sydney');
    // Back at 13:30 UTC on the 9th: 00:30 on the 10th in Sydney, the 9th's reminder is a day late; the
    // 10th's is next.
    await runReminderTick(database.db, send, new Date('2026-01-09T13:30:00Z'));
    expect(messagesTo(pushService, late.subscription.endpoint)).toEqual([]);
    const [row] = await database.db.select().from(reminders).where(eq(reminders.userId, late.user.id));
    expect(row?.nextDueAt?.toISOString()).toBe('2026-01-09T20:00:00.000Z');
  });

  it('does not send twice in a day when the time is changed after the day’s reminder went out', async ({
    database,
    send,
    app,
    pushService,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    await remind(database, user.id, '09:00', new Date('2026-01-11T08:00:00Z'));
    await runReminderTick(database.db, send, new Date('2026-01-11T09:00:00Z'));
    await remind(database, user.id, '10:00', new Date('2026-01-11T09:30:00Z'));
    await runReminderTick(database.db, send, new Date('2026-01-11T10:00:00Z'));
    expect(messagesTo(pushService, subscription.endpoint)).toHaveLength(1);
  });

  it('sends once on the days the clocks change, in Sydney and New York', async ({
    database,
    send,
    app,
    pushService,
    vapid,
  }) => {
    const sydney = await subscribedUser(app, pushService, vapid);
    const newYork = await subscribedUser(app, pushService, vapid);
    // 02:30 on 4 October in Sydney does not exist (02:00 → 03:00): it fires at 03:30 AEDT.
    await remind(database, sydney.user.id, '02:30', new Date('2026-10-03T00:00:00Z'), 'Australia/Sydney');
    // 01:30 on 1 November in New York happens twice (02:00 → 01:00): it fires at the first.
    await remind(database, newYork.user.id, '01:30', new Date('2026-10-31T00:00:00Z'), 'America/New_York');
    for (let minute = 0; minute < 48 * 60; minute += 15) {
      const now = new Date(Date.parse('2026-10-03T12:00:00Z') + minute * 60_000);
      if (now.getTime() > Date.parse('2026-10-05T00:00:00Z')) now.setTime(now.getTime() + 27 * 86_400_000);
      await runReminderTick(database.db, send, now);
    }
    expect(messagesTo(pushService, sydney.subscription.endpoint)).toHaveLength(2);
    expect(messagesTo(pushService, newYork.subscription.endpoint)).toHaveLength(2);
  });

  it('removes a subscription the push service answers 410 Gone or 404, and still reaches the others', async ({
    pushService,
    vapid,
    app,
    database,
    send,
    warnings,
  }) => {
    const { user, cookie, subscription } = await subscribedUser(app, pushService, vapid);
    const other = pushService.subscribe(vapid.publicKey);
    await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: other,
    });
    pushService.unsubscribe(subscription.endpoint);
    await remind(database, user.id, '09:00', new Date('2026-11-20T08:00:00Z'));
    const answered = pushService.answers.length;
    await runReminderTick(database.db, send, new Date('2026-11-20T09:00:00Z'));
    expect(pushService.answers.slice(answered).sort()).toEqual([201, 410]);
    expect(messagesTo(pushService, other.endpoint)).toHaveLength(1);
    const left = await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: other.endpoint }]);
    expect(warnings).toEqual([]);
  });

  it('tries a push service that answers 5xx again at once, and keeps the subscription', async ({
    pushService,
    send,
    database,
    app,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    pushService.fail(subscription.endpoint, 1);
    const answered = pushService.answers.length;
    expect(await send.send(database.db, user.id, reminderMessage(null), new Date())).toBe(1);
    expect(pushService.answers.slice(answered)).toEqual([503, 201]);
    expect(await retriesFor(database, subscription.endpoint)).toEqual([]);
  });

  it('sends the later try of a push that failed twice from the database: a new scheduler does, after a restart', async ({
    pushService,
    database,
    app,
    vapid,
    serviceOrigins,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    pushService.fail(subscription.endpoint, 2);
    // 13:00 UTC: no other test's reminder falls due in the hour after it.
    await remind(database, user.id, '13:00', new Date('2026-11-22T12:00:00Z'));
    const answered = pushService.answers.length;
    const at = new Date('2026-11-22T13:00:10Z');
    const before = startScheduler(database, pushService, vapid, serviceOrigins, () => at);
    await expect.poll(() => retriesFor(database, subscription.endpoint)).toHaveLength(1);
    await before.stop();
    expect(pushService.answers.slice(answered)).toEqual([503, 503]);
    expect(await retriesFor(database, subscription.endpoint)).toEqual([
      { message: reminderMessage(null), retryAt: new Date(at.getTime() + RETRY_LATER_MS) },
    ]);

    // A minute short of the hour: not yet.
    await runReminderTick(
      database.db,
      newSender(pushService, vapid, serviceOrigins).sender,
      new Date(at.getTime() + RETRY_LATER_MS - 60_000),
    );
    expect(pushService.answers.slice(answered)).toEqual([503, 503]);
    // The server restarted: a new scheduler with a new sender, the hour past.
    const after = startScheduler(
      database,
      pushService,
      vapid,
      serviceOrigins,
      () => new Date(at.getTime() + RETRY_LATER_MS + 60_000),
    );
    await expect.poll(() => messagesTo(pushService, subscription.endpoint)).toEqual([reminderMessage(null)]);
    await after.stop();
    expect(pushService.answers.slice(answered)).toEqual([503, 503, 201]);
    expect(await retriesFor(database, subscription.endpoint)).toEqual([]);
    expect([...before.warnings, ...after.warnings]).toEqual([
      [{ userId: user.id, status: 503 }, 'push service unavailable; trying again later'],
    ]);
  });

  it('sends a due retry once when two schedulers run against one database', async ({
    database,
    pushService,
    vapid,
    app,
    serviceOrigins,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    const due = new Date('2026-11-24T10:01:00Z');
    // Many retries and four claims at once, so the claims overlap: each retry is taken by one of them.
    const [{ sessionSid }] = (await database.db
      .select({ sessionSid: pushSubscriptions.sessionSid })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint))) as [{ sessionSid: string }];
    const endpoints = Array.from({ length: 300 }, () => pushService.subscribe(vapid.publicKey).endpoint);
    await database.db
      .insert(pushSubscriptions)
      .values(
        endpoints.map((endpoint) => ({ endpoint, userId: user.id, sessionSid, p256dh: 'B', auth: 'A' })),
      );
    for (const endpoint of endpoints) await scheduleRetry(database.db, endpoint, reminderMessage(null), due);
    const claims = await Promise.all([0, 1, 2, 3].map(() => claimDueRetries(database.db, due, 1_000)));
    const claimed = claims.flatMap(({ claimed }) => claimed.map((retry) => retry.subscription.endpoint));
    expect(claimed.sort()).toEqual(endpoints.sort());
    await database.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));

    // Two schedulers' passes at once: the push that failed twice is tried later by one of them.
    pushService.fail(subscription.endpoint, 2);
    const failedAt = new Date(due.getTime() - RETRY_LATER_MS - 60_000);
    await newSender(pushService, vapid, serviceOrigins).sender.send(
      database.db,
      user.id,
      reminderMessage(null),
      failedAt,
    );
    const answered = pushService.answers.length;
    await Promise.all([
      runReminderTick(database.db, newSender(pushService, vapid, serviceOrigins).sender, due),
      runReminderTick(database.db, newSender(pushService, vapid, serviceOrigins).sender, due),
    ]);
    expect(pushService.answers.slice(answered)).toEqual([201]);
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([reminderMessage(null)]);
  });

  it('drops a waiting retry with its subscription, by unsubscribing, signing out or deleting the account', async ({
    pushService,
    send,
    database,
    app,
    warnings,
    vapid,
  }) => {
    const at = new Date('2026-11-26T09:00:00Z');
    const failTwice = async (userId: string, endpoint: string) => {
      pushService.fail(endpoint, 3);
      await send.send(database.db, userId, reminderMessage(null), at);
      expect(await retriesFor(database, endpoint)).toHaveLength(1);
    };
    const unsubscribes = await subscribedUser(app, pushService, vapid);
    await failTwice(unsubscribes.user.id, unsubscribes.subscription.endpoint);
    await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: unsubscribes.cookie },
      payload: { endpoint: unsubscribes.subscription.endpoint },
    });
    const signsOut = await subscribedUser(app, pushService, vapid);
    await failTwice(signsOut.user.id, signsOut.subscription.endpoint);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: signsOut.cookie } });
    const leaves = await subscribedUser(app, pushService, vapid);
    await failTwice(leaves.user.id, leaves.subscription.endpoint);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: leaves.cookie },
      payload: { password: leaves.password },
    });
    expect(deleted.statusCode).toBe(200);
    warnings.length = 0;

    for (const { subscription } of [unsubscribes, signsOut, leaves])
      expect(await retriesFor(database, subscription.endpoint)).toEqual([]);
    const answered = pushService.answers.length;
    await runReminderTick(database.db, send, new Date(at.getTime() + 2 * RETRY_LATER_MS));
    expect(pushService.answers.slice(answered)).toEqual([]);
    // A retry for a subscription that went while its push was failing is not recorded.
    await scheduleRetry(database.db, leaves.subscription.endpoint, reminderMessage(null), at);
    expect(await retriesFor(database, leaves.subscription.endpoint)).toEqual([]);
  });

  it('keeps a subscription when the push service refuses for another reason (a VAPID key it was not made for)', async ({
    serviceOrigins,
    pushService,
    database,
    app,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    const warnings: unknown[] = [];
    const otherKeys = createPushSender({
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' },
      log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
      serviceOrigins,
      agent: new Agent({ ca: pushService.ca }),
    });
    const answered = pushService.answers.length;
    expect(await otherKeys.send(database.db, user.id, reminderMessage(null), new Date())).toBe(0);
    expect(pushService.answers.slice(answered)).toEqual([403]);
    expect(warnings).toHaveLength(1);
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([]);
    const kept = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept).toHaveLength(1);
  });

  it('does not let a push service that answers a byte at a time hold back another user’s reminder', async ({
    pushService,
    database,
    send,
    warnings,
    app,
    vapid,
  }) => {
    const slow = await subscribedUser(app, pushService, vapid);
    const other = await subscribedUser(app, pushService, vapid);
    pushService.drip(slow.subscription.endpoint, 2_000);
    // The slow one is due first, so it is claimed (and used to be sent) first.
    await remind(database, slow.user.id, '08:59', new Date('2026-12-01T08:00:00Z'));
    await remind(database, other.user.id, '09:00', new Date('2026-12-01T08:00:00Z'));
    const started = performance.now();
    let ended = Number.POSITIVE_INFINITY;
    const tick = runReminderTick(database.db, send, new Date('2026-12-01T09:00:30Z')).then(() => {
      ended = performance.now();
    });
    await expect
      .poll(() => messagesTo(pushService, other.subscription.endpoint), { timeout: 5_000, interval: 50 })
      .toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(pushService.dripping).toBe(1);
    // The drip would never end; the push is cut at the sender's deadline (10 s) and the tick finishes.
    await tick;
    expect(ended - started).toBeLessThan(12_000);
    await expect.poll(() => pushService.dripping).toBe(0);
    expect(warnings).toEqual([
      [{ userId: slow.user.id, reason: expect.stringMatching(/timeout/) }, 'push delivery failed'],
    ]);
    warnings.length = 0;
  }, 20_000);

  it('never connects to a browser push service’s name that resolves to a loopback address', async ({
    pushService,
    vapid,
    app,
    serviceOrigins,
    database,
  }) => {
    const { user, cookie } = await subscribedUser(app, pushService, vapid);
    const { keys } = pushService.subscribe(vapid.publicKey);
    const endpoint = 'https://rebound.push.apple.com/push/x';
    const saved = await app.inject({
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
    const port = Number(new URL(pushService.origin).port);
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
        vapid,
        log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
        serviceOrigins,
        agent: new OnTheDoublesPort({ ca: pushService.ca }),
        lookup,
      });

    const connections = pushService.connections;
    expect(await sender(serviceOrigins).send(database.db, user.id, reminderMessage(null), new Date())).toBe(
      1,
    );
    expect(pushService.connections - connections).toBe(1); // the double's own subscription
    expect(warnings).toEqual([
      [
        { userId: user.id, reason: 'rebound.push.apple.com resolves to 127.0.0.1, not a public address' },
        'push delivery failed',
      ],
    ]);
    // The same rig, the name configured by the operator (who may point at this host): it connects.
    await sender([...serviceOrigins, 'https://rebound.push.apple.com']).send(
      database.db,
      user.id,
      reminderMessage(null),
      new Date(),
    );
    expect(pushService.connections - connections).toBeGreaterThanOrEqual(3);
  });

  it('words the message for today when no goal is chosen', () => {
    expect(reminderMessage(null)).toEqual({
      title: 'Uplift',
      body: 'Your pep talk for today is ready',
      url: '/?pep-talk=today',
    });
  });
});

/** A speech written for an interview on `eventDate`, and its push at `time` on that morning in `timeZone`. */
async function eventPushFor(
  database: Database,
  userId: string,
  { eventDate, time, timeZone, setAt }: { eventDate: string; time: string; timeZone: string; setAt: Date },
) {
  const shaping = { keyPhrase: 'your interview', eventNamed: true, weight: 'challenge', eventDate };
  const speech = await insertSpeech(database.db, userId, {
    context: 'My interview at the Lisbon branch on Monday, for the job my sister left',
    shaping,
  });
  return setEventPush(database.db, userId, speech.id, { time, timeZone }, setAt);
}

// Later in the calendar than every reminder above, so what those tests left behind is never sent here.
describe('event pushes in the reminder scheduler', () => {
  it('sends the push on its morning at its local time, once, naming only the event', async ({
    app,
    database,
    send,
    pushService,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    const push = await eventPushFor(database, user.id, {
      eventDate: '2027-01-11',
      time: '08:00',
      timeZone: 'Asia/Kolkata',
      setAt: new Date('2027-01-06T12:00:00Z'),
    });
    // 08:00 in Kolkata (UTC+05:30) is 02:30 UTC.
    expect(push.dueAt).toEqual(new Date('2027-01-11T02:30:00Z'));
    expect((await runReminderTick(database.db, send, new Date('2027-01-11T02:29:30Z'))).events).toBe(0);
    expect((await runReminderTick(database.db, send, new Date('2027-01-11T02:30:10Z'))).events).toBe(1);
    const messages = messagesTo(pushService, subscription.endpoint);
    expect(messages).toEqual([
      {
        title: 'Uplift',
        body: "It's your interview today. Your speech is ready.",
        url: `/?morning=${push.id}`,
        tag: `uplift-event-${push.id}`,
      },
    ]);
    // Nothing of what they wrote but the event's short name.
    expect(JSON.stringify(messages)).not.toMatch(/Lisbon|sister|Monday/);
    expect((await runReminderTick(database.db, send, new Date('2027-01-11T02:31:10Z'))).events).toBe(0);
    await runReminderTick(database.db, send, new Date('2027-01-12T02:30:10Z'));
    expect(messagesTo(pushService, subscription.endpoint)).toHaveLength(1);
    const [row] = await database.db.select().from(eventPushes).where(eq(eventPushes.id, push.id));
    expect(row?.sentAt).toEqual(new Date('2027-01-11T02:30:10Z'));
  });

  it('sends each push once when two servers’ schedulers run at the same moment', async ({
    app,
    database,
    pushService,
    vapid,
    serviceOrigins,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    const setAt = new Date('2027-02-01T12:00:00Z');
    // Many pushes and four claims at once, so the claims overlap: each push is taken by one of them. Each is
    // marked sent as it is made, to stay under the cap of pushes waiting, and all are waiting again after.
    const many = [];
    for (let index = 0; index < 60; index += 1) {
      const push = await eventPushFor(database, user.id, {
        eventDate: '2027-02-08',
        time: '07:00',
        timeZone: 'UTC',
        setAt,
      });
      await database.db.update(eventPushes).set({ sentAt: setAt }).where(eq(eventPushes.id, push.id));
      many.push(push);
    }
    const ids = many.map((push) => push.id);
    await database.db.update(eventPushes).set({ sentAt: null }).where(inArray(eventPushes.id, ids));
    const due = new Date('2027-02-08T07:00:30Z');
    const claims = await Promise.all([0, 1, 2, 3].map(() => claimDueEventPushes(database.db, due, 1_000)));
    const tags = claims.flatMap(({ claimed }) => claimed.map(({ message }) => message.tag));
    expect(tags.sort()).toEqual(many.map((push) => eventMessage(push).tag).sort());

    // Two servers' passes at once, each with its own sender: the push goes out once.
    const push = await eventPushFor(database, user.id, {
      eventDate: '2027-02-09',
      time: '07:00',
      timeZone: 'UTC',
      setAt,
    });
    const at = new Date('2027-02-09T07:00:20Z');
    const passes = await Promise.all([
      runReminderTick(database.db, newSender(pushService, vapid, serviceOrigins).sender, at),
      runReminderTick(database.db, newSender(pushService, vapid, serviceOrigins).sender, at),
    ]);
    expect(passes.map(({ events }) => events).sort()).toEqual([0, 1]);
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([eventMessage(push)]);
  });

  it('comes at its local time on the days the clocks change, in New York and Sydney, once', async ({
    app,
    database,
    send,
    pushService,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    const cases = [
      // New York: 02:30 does not happen on 14 March 2027 (it is 03:30 EDT); 01:30 happens twice on
      // 7 November (the first, EDT, is taken).
      ['2027-03-14', '02:30', 'America/New_York', '2027-03-14T07:30:00Z'],
      ['2027-11-07', '01:30', 'America/New_York', '2027-11-07T05:30:00Z'],
      // Sydney: 02:30 happens twice on 4 April 2027 (the first, AEDT, is taken); it does not happen on
      // 3 October (03:30 AEDT).
      ['2027-04-04', '02:30', 'Australia/Sydney', '2027-04-03T15:30:00Z'],
      ['2027-10-03', '02:30', 'Australia/Sydney', '2027-10-02T16:30:00Z'],
    ] as const;
    for (const [eventDate, time, timeZone, dueAt] of cases) {
      const setAt = new Date(`${eventDate}T00:00:00Z`);
      setAt.setUTCDate(setAt.getUTCDate() - 3);
      const push = await eventPushFor(database, user.id, { eventDate, time, timeZone, setAt });
      expect(push.dueAt, `${timeZone} ${eventDate} ${time}`).toEqual(new Date(dueAt));
      const due = push.dueAt.getTime();
      expect((await runReminderTick(database.db, send, new Date(due - 30_000))).events).toBe(0);
      expect((await runReminderTick(database.db, send, new Date(due + 30_000))).events).toBe(1);
      // An hour on, where a repeated time happens again: not again.
      expect((await runReminderTick(database.db, send, new Date(due + 3_630_000))).events).toBe(0);
    }
    expect(messagesTo(pushService, subscription.endpoint)).toHaveLength(cases.length);
  });

  it('sends one missed while no server ran if its day is not over, drops it if it is, and never a cancelled one', async ({
    app,
    database,
    send,
    pushService,
    vapid,
  }) => {
    const { user, subscription } = await subscribedUser(app, pushService, vapid);
    const setAt = new Date('2027-12-01T12:00:00Z');
    const at = (eventDate: string) => ({ eventDate, time: '08:00', timeZone: 'Europe/London', setAt });
    const late = await eventPushFor(database, user.id, at('2027-12-06'));
    const missed = await eventPushFor(database, user.id, at('2027-12-07'));
    const cancelled = await eventPushFor(database, user.id, at('2027-12-09'));
    await cancelEventPush(database.db, user.id, cancelled.id);

    // The server comes back at 20:00 on the 6th: still that day in London.
    expect((await runReminderTick(database.db, send, new Date('2027-12-06T20:00:00Z'))).events).toBe(1);
    // And next at 01:00 on the 8th: the 7th's is over, and dropped.
    expect((await runReminderTick(database.db, send, new Date('2027-12-08T01:00:00Z'))).events).toBe(0);
    await runReminderTick(database.db, send, new Date('2027-12-09T08:00:30Z'));
    expect(messagesTo(pushService, subscription.endpoint)).toEqual([eventMessage(late)]);
    const [dropped] = await database.db.select().from(eventPushes).where(eq(eventPushes.id, missed.id));
    expect(dropped?.sentAt).toEqual(new Date('2027-12-08T01:00:00Z'));
  });
});
