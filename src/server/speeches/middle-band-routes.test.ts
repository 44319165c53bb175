import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { setUser } from '../../../tests/setup/billing-app';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { streamEvents } from '../../../tests/setup/sse';
import type { Database } from '../db/client';
import { goals, users } from '../db/schema';

const request = {
  tone: 'gentle',
  voiceStyle: 'soothing',
  duration: 'short',
  timeZone: 'Europe/London',
} as const;
// A risky word with no crisis phrasing around it: the speech, and the note above it.
const UNCERTAIN = 'My research is on overdose deaths in rural towns and I present it to the board on Friday';
const NOTE = "If things feel heavier than a hard day, you don't have to carry it alone.";

async function used(database: Database, userId: string) {
  const [user] = await database.db.select().from(users).where(eq(users.id, userId));
  return user?.speechesUsed;
}

describe('the middle band: a speech with a calm note above it', () => {
  it('writes the speech with supportNote beside its content on both routes, and uses quota', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, { speechLimit: 10 });
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload: { ...request, context: UNCERTAIN } });

    const plain = await post('/api/speeches/generate');
    expect(plain.statusCode).toBe(201);
    const answer = plain.json();
    expect(answer.content.length).toBeGreaterThan(100);
    expect(answer.supportNote.message).toBe(NOTE);
    expect(answer.supportNote.resources[0]).toMatchObject({ name: 'Samaritans', phone: '116 123' });
    expect(answer.content).not.toMatch(/overdose/i);

    const events = streamEvents((await post('/api/speeches/generate/stream')).body);
    const last = events.at(-1);
    expect(last?.event).toBe('speech');
    expect(last?.data.supportNote.message).toBe(NOTE);
    expect(await used(database, user.id)).toBe(2);
  });

  it('gives an everyday context no note', async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: { ...request, context: 'I have a job interview at a bank on Monday and I am nervous' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().supportNote).toBeUndefined();
  });

  it('still gives the note with the limit message when no quota is left: never a bare 402', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, { speechesUsed: 3 });
    for (const url of ['/api/speeches/generate', '/api/speeches/generate/stream']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { ...request, context: UNCERTAIN },
      });
      expect(response.statusCode, url).toBe(402);
      expect(response.json().message, url).toMatch(/free speeches/);
      expect(response.json().supportNote.message, url).toBe(NOTE);
    }
    const everyday = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: { ...request, context: 'I have a job interview at a bank on Monday and I am nervous' },
    });
    expect(everyday.statusCode).toBe(402);
    expect(everyday.json().supportNote).toBeUndefined();
  });

  it("gives the note for a goal's title in the middle band", async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const [goal] = await database.db
      .insert(goals)
      .values({ userId: user.id, title: 'Finish my thesis on suicide prevention', category: 'career' })
      .returning();
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: { ...request, context: 'Getting through a long week of writing', goalId: goal?.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().supportNote.message).toBe(NOTE);
  });

  it("answers a goal's title in crisis with support, and no quota used", async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const [goal] = await database.db
      .insert(goals)
      .values({ userId: user.id, title: 'stop making myself sick after every meal', category: 'health' })
      .returning();
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: { ...request, context: 'Getting through this week at work', goalId: goal?.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().support.resources[0]).toMatchObject({ name: 'Beat (eating disorders)' });
    expect(await used(database, user.id)).toBe(0);
  });

  it('answers a mood note in the middle band with the note, and one in crisis with support', async ({
    app,
  }) => {
    const { cookie } = await signUp(app);
    const mood = (notes: string) =>
      app.inject({
        method: 'POST',
        url: '/api/mood',
        headers: { cookie },
        payload: { energy: 4, confidence: 4, stress: 7, motivation: 4, notes, timeZone: 'America/Toronto' },
      });
    const uncertain = await mood('long shift, the helpline had a lot of suicide calls tonight');
    expect(uncertain.statusCode).toBe(201);
    expect(uncertain.json().support).toBeUndefined();
    expect(uncertain.json().supportNote.message).toBe(NOTE);
    expect(uncertain.json().supportNote.resources[0]).toMatchObject({ phone: '988' });

    const crisis = await mood("j'ai envie d'en finir ce soir");
    expect(crisis.json().support.resources[0]).toMatchObject({ phone: '988' });
    expect(crisis.json().supportNote).toBeUndefined();
  });
});

describe('crisis support by kind, language and age', () => {
  it.for([
    ['Australia/Sydney', "haven't eaten in four days and i still feel fat", '1800 33 4673'],
    [
      'America/Chicago',
      'im 13 and a man online keeps asking for pics and says not to tell my parents',
      '1 800 422 4453',
    ],
    ['Europe/Dublin', 'he took my phone and my bank card, im not allowed out without him', '1800 341 900'],
    ['Pacific/Auckland', 'im 15 and my dad hits me with a belt', '0800 376 633'],
  ])('%s: %s → %s first', async ([timeZone, context, phone], { app }) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: { ...request, timeZone, context },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().support.resources[0].phone).toBe(phone);
  });

  it('writes the message in French for French words, and keeps English where none is written', async ({
    app,
  }) => {
    const { cookie } = await signUp(app);
    const post = (context: string) =>
      app.inject({
        method: 'POST',
        url: '/api/speeches/generate',
        headers: { cookie },
        payload: { ...request, context },
      });
    expect((await post('je veux mourir, je ne supporte plus rien')).json().support.message).toMatch(
      /^On dirait/,
    );
    expect((await post('mon mari me frappe tous les soirs')).json().support.message).toMatch(
      /not your fault/,
    );
  });
});
