import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect } from 'vitest';
import { remindersTest as it } from '../../../tests/setup/fixtures';
import { callAs, signUp } from '../../../tests/setup/session';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import { localDate, shiftDays } from '../../common/local-date';
import type { App } from '../app';
import { eventPushes, speeches, users } from '../db/schema';
import { analyse } from '../speeches/writer/shaping';
import { EMPTY_PROFILE } from '../speeches/writer/types';
import { EVENT_PUSHES_WAITING_MAX, pushEventPhrase } from './event-pushes';
import { zonedInstant } from './schedule';

const call = (app: App, ...args: Parameters<ReturnType<typeof callAs>>) => callAs(app)(...args);

const INTERVIEW = 'I have a job interview at the bank on Monday and I freeze when they ask about weaknesses';

/** A speech written through the API, as a person would, in `timeZone`. */
async function writeSpeech(app: App, cookie: string, context = INTERVIEW, timeZone = 'Europe/London') {
  const response = await call(app, cookie, 'POST', '/api/speeches/generate', {
    context,
    tone: 'energetic',
    voiceStyle: 'soothing',
    duration: 'medium',
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; shaping: { eventDate: string | null } };
}

/** A speech about Monday's interview with its morning push set for 08:00 in London. */
async function speechWithPush(app: App, cookie: string) {
  const original = await writeSpeech(app, cookie);
  const set = await call(app, cookie, 'PUT', `/api/speeches/${original.id}/event-push`, {
    time: '08:00',
    timeZone: 'Europe/London',
  });
  return { original, push: set.json() as { id: number } };
}

/** The shaping the writer records for these words, read on `today`. */
const shapingFor = (context: string, today = '2026-06-10') =>
  analyse({ context, tone: 'gentle', voiceStyle: 'warm', duration: 'short', today }, EMPTY_PROFILE).shaping;

// The writer's content and word models load on first use, which takes seconds on a busy machine: before
// the first test's clock starts.
beforeAll(() => {
  shapingFor(INTERVIEW);
});

describe('PUT /api/speeches/:id/event-push, GET and DELETE /api/event-pushes', () => {
  it('sets the push for the morning of the speech’s day at the time chosen, lists it, moves it and cancels it', async ({
    app,
  }) => {
    const { cookie } = await signUp(app);
    const speech = await writeSpeech(app, cookie);
    const eventDate = speech.shaping.eventDate ?? '';
    // "On Monday", read on the person's own date.
    expect(eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${eventDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(eventDate > localDate(new Date(), 'Europe/London')).toBe(true);

    const set = await call(app, cookie, 'PUT', `/api/speeches/${speech.id}/event-push`, {
      time: '08:00',
      timeZone: 'Europe/London',
    });
    expect(set.statusCode, set.body).toBe(200);
    const push = set.json();
    expect(push).toEqual({
      id: expect.any(Number),
      speechId: speech.id,
      event: 'your interview',
      eventDate,
      time: '08:00',
      timeZone: 'Europe/London',
      dueAt: zonedInstant(eventDate, '08:00', 'Europe/London').toISOString(),
      sentAt: null,
      message: {
        title: 'Uplift',
        body: "It's your interview today. Your speech is ready.",
        url: `/?morning=${push.id}`,
        tag: `uplift-event-${push.id}`,
      },
    });
    expect((await call(app, cookie, 'GET', '/api/event-pushes')).json()).toEqual([push]);

    const moved = await call(app, cookie, 'PUT', `/api/speeches/${speech.id}/event-push`, {
      time: '06:45',
      timeZone: 'Europe/London',
    });
    expect(moved.json()).toMatchObject({
      id: push.id,
      time: '06:45',
      dueAt: zonedInstant(eventDate, '06:45', 'Europe/London').toISOString(),
    });

    expect((await call(app, cookie, 'DELETE', `/api/event-pushes/${push.id}`)).statusCode).toBe(204);
    expect((await call(app, cookie, 'GET', '/api/event-pushes')).json()).toEqual([]);
    expect((await call(app, cookie, 'DELETE', `/api/event-pushes/${push.id}`)).statusCode).toBe(404);
  });

  it('reads the day on the person’s own date: "tomorrow" is a different day a world apart', async ({
    app,
  }) => {
    const { cookie } = await signUp(app);
    const context = 'My driving test is tomorrow and I keep stalling';
    // UTC+14 and UTC-11: their dates are never the same.
    const east = await writeSpeech(app, cookie, context, 'Pacific/Kiritimati');
    const west = await writeSpeech(app, cookie, context, 'Pacific/Pago_Pago');
    const now = new Date();
    expect(east.shaping.eventDate).toBe(shiftDays(localDate(now, 'Pacific/Kiritimati'), 1));
    expect(west.shaping.eventDate).toBe(shiftDays(localDate(now, 'Pacific/Pago_Pago'), 1));
    expect(east.shaping.eventDate).not.toBe(west.shaping.eventDate);
  });

  it('refuses a speech with no day ahead, a time already passed, a day over a year away, and bad input', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const at = { time: '08:00', timeZone: 'Europe/London' };
    const put = (id: number, body: object = at) =>
      call(app, cookie, 'PUT', `/api/speeches/${id}/event-push`, body);
    const today = localDate(new Date(), 'Europe/London');
    const onDay = async (eventDate: string | null) =>
      (await insertSpeech(database.db, user.id, { shaping: { ...shapingFor(INTERVIEW), eventDate } })).id;

    const none = await put(await onDay(null));
    expect([none.statusCode, none.json().message]).toEqual([409, 'This speech is not for a day ahead']);
    const passed = await put(await onDay(shiftDays(today, -1)));
    expect([passed.statusCode, passed.json().message]).toEqual([409, 'That time has already passed']);
    const far = await put(await onDay(shiftDays(today, 400)));
    expect([far.statusCode, far.json().message]).toEqual([409, 'That day is more than a year away']);
    expect((await put(await onDay(shiftDays(today, 364)))).statusCode).toBe(200);
    const forMaya = await insertSpeech(database.db, user.id, {
      forName: 'Maya',
      shaping: { ...shapingFor(INTERVIEW), eventDate: shiftDays(today, 3) },
    });
    const forSomeoneElse = await put(forMaya.id);
    expect([forSomeoneElse.statusCode, forSomeoneElse.json().message]).toEqual([
      409,
      'A speech for someone else has no morning push: share it with them instead',
    ]);

    const ahead = await onDay(shiftDays(today, 5));
    for (const body of [
      { ...at, time: '24:00' },
      { ...at, time: '8am' },
      { ...at, time: '08:00:00' },
      { ...at, timeZone: 'Mars/Olympus_Mons' },
      { ...at, timeZone: 'x'.repeat(65) },
      { time: '08:00' },
      { ...at, eventDate: '2030-01-01' },
    ])
      expect((await put(ahead, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await put(2_147_483_647)).statusCode).toBe(404);
    expect(await database.db.select().from(eventPushes).where(eq(eventPushes.speechId, ahead))).toEqual([]);
  });

  it(`keeps at most ${EVENT_PUSHES_WAITING_MAX} waiting at once; moving one of them is not another`, async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const eventDate = shiftDays(localDate(new Date(), 'UTC'), 3);
    const ids: number[] = [];
    for (let index = 0; index <= EVENT_PUSHES_WAITING_MAX; index += 1)
      ids.push(
        (await insertSpeech(database.db, user.id, { shaping: { ...shapingFor(INTERVIEW), eventDate } })).id,
      );
    const put = (id: number, time = '08:00') =>
      call(app, cookie, 'PUT', `/api/speeches/${id}/event-push`, { time, timeZone: 'UTC' });
    const answers = await Promise.all(ids.map((id) => put(id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(EVENT_PUSHES_WAITING_MAX).fill(200),
      409,
    ]);
    const waiting = await database.db.select().from(eventPushes).where(eq(eventPushes.userId, user.id));
    expect(waiting).toHaveLength(EVENT_PUSHES_WAITING_MAX);
    expect((await put(waiting[0]?.speechId ?? 0, '09:30')).statusCode).toBe(200);
  });

  it('goes with its speech, and with the account', async ({ app, database }) => {
    const { cookie, user, password } = await signUp(app);
    const first = await writeSpeech(app, cookie);
    const second = await writeSpeech(app, cookie);
    for (const speech of [first, second])
      await call(app, cookie, 'PUT', `/api/speeches/${speech.id}/event-push`, {
        time: '08:00',
        timeZone: 'Europe/London',
      });
    const pushesOf = () => database.db.select().from(eventPushes).where(eq(eventPushes.userId, user.id));
    expect(await pushesOf()).toHaveLength(2);
    expect((await call(app, cookie, 'DELETE', `/api/speeches/${first.id}`)).statusCode).toBe(204);
    expect((await pushesOf()).map((push) => push.speechId)).toEqual([second.id]);
    const deleted = await call(app, cookie, 'DELETE', '/api/account', { password });
    expect(deleted.statusCode).toBe(200);
    expect(await pushesOf()).toEqual([]);
  });

  it('is listed, moved and cancelled only by its owner', async ({ app }) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const speech = await writeSpeech(app, owner.cookie);
    const at = { time: '08:00', timeZone: 'Europe/London' };
    const push = (await call(app, owner.cookie, 'PUT', `/api/speeches/${speech.id}/event-push`, at)).json();
    expect((await call(app, other.cookie, 'GET', '/api/event-pushes')).json()).toEqual([]);
    const move = await call(app, other.cookie, 'PUT', `/api/speeches/${speech.id}/event-push`, at);
    expect(move.statusCode).toBe(404);
    expect((await call(app, other.cookie, 'DELETE', `/api/event-pushes/${push.id}`)).statusCode).toBe(404);
    expect((await call(app, other.cookie, 'POST', `/api/event-pushes/${push.id}/speech`)).statusCode).toBe(
      404,
    );
    expect((await call(app, owner.cookie, 'GET', '/api/event-pushes')).json()).toEqual([push]);
  });
});

describe('the event a push names', () => {
  it('is the short phrase read from the words, or a neutral one: never their words, a private matter or crisis words', () => {
    const phrase = (context: string) => pushEventPhrase({ shaping: shapingFor(context) });
    expect(phrase(INTERVIEW)).toBe('your interview');
    expect(phrase('my piano recital is on the 14th and my hands shake')).toBe('your recital');
    expect(phrase('cup final on sunday and im captain')).toBe('the final');
    // No clear name in the words, a private situation, a loss.
    expect(phrase('i have to do a thing on friday and im nervous')).toBe('your big day');
    expect(phrase('coming out to my parents on sunday')).toBe('your big day');
    expect(phrase('my operation is on the 3rd and im scared')).toBe('your big day');
    expect(phrase('giving the eulogy at my grandad’s funeral on thursday')).toBe('an important day');
    // Whatever a stored speech's shaping says, crisis words and long phrases are never pushed.
    const stored = (keyPhrase: string) =>
      pushEventPhrase({ shaping: { ...shapingFor(INTERVIEW), keyPhrase } });
    expect(stored('the day I end my life')).toBe('your big day');
    expect(stored('the meeting about my redundancy and everything that has gone wrong this year')).toBe(
      'your big day',
    );
    expect(pushEventPhrase({ shaping: null })).toBe('your big day');
  });
});

describe('POST /api/event-pushes/:id/speech', () => {
  it('writes a new short speech for that morning, in the present tense, in the same tone and voice, from the quota', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const { original, push } = await speechWithPush(app, cookie);
    const usedBefore = await speechesUsed(app, cookie);

    const opened = await call(app, cookie, 'POST', `/api/event-pushes/${push.id}/speech`);
    expect(opened.statusCode, opened.body).toBe(201);
    const morning = opened.json();
    expect(morning).toMatchObject({
      context: INTERVIEW,
      tone: 'energetic',
      voiceStyle: 'soothing',
      length: 'short',
      shaping: { moment: 'ahead', time: 'today' },
    });
    expect(morning.id).not.toBe(original.id);
    const text = morning.content.toLowerCase();
    expect(text).toMatch(/\btoday\b|\bthis morning\b/);
    expect(text).not.toMatch(/\btomorrow\b|\bmonday\b/);
    expect(await speechesUsed(app, cookie)).toBe(usedBefore + 1);
    const [saved] = await database.db.select().from(speeches).where(eq(speeches.id, morning.id));
    expect(saved?.userId).toBe(user.id);
  });

  it('offers the original speech when no quota is left, and writes nothing', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const { original, push } = await speechWithPush(app, cookie);
    await database.db.update(users).set({ speechesUsed: 3, speechLimit: 3 }).where(eq(users.id, user.id));
    const count = async () =>
      (await database.db.select().from(speeches).where(eq(speeches.userId, user.id))).length;
    const before = await count();

    const opened = await call(app, cookie, 'POST', `/api/event-pushes/${push.id}/speech`);
    expect(opened.statusCode).toBe(402);
    expect(opened.json()).toEqual({
      message: expect.stringContaining('free speeches'),
      speechId: original.id,
    });
    expect(await count()).toBe(before);
  });
});

async function speechesUsed(app: App, cookie: string): Promise<number> {
  return (await call(app, cookie, 'GET', '/api/auth/user')).json().speechesUsed;
}
