import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { notifications } from '../../../src/server/db/schema';
import { DEFAULT_VOICE_ID } from '../../../src/server/voice/catalogue';
import { signUp } from '../../setup/session';

/** The app and its database, as the security fixtures give them (tests/setup/fixtures.ts). */
type SecurityApp = { app: App; database: Database };

export type Route = { method: string; url: string };

/**
 * Every API route as `{method, url}` (HEAD twins left out), read from Fastify's own route table
 * (`printRoutes` without a common prefix: one path segment per line, children indented by 4).
 */
export function apiRoutes(app: App): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && url.startsWith('/api/')) routes.push({ method, url });
    }
  }
  return routes;
}

export const routeKey = ({ method, url }: Route) => `${method} ${url}`;

export type Owner = Awaited<ReturnType<typeof signUp>> & {
  speechId: number;
  goalId: number;
  notificationId: number;
  /** The endpoint of this user's browser push subscription. */
  pushEndpoint: string;
  /** The id of a public link to the speech. */
  shareLinkId: string;
  /** The id of the push on the morning of the speech's event. */
  eventPushId: number;
  /** Text only this user's rows hold, to look for in other users' responses. */
  secrets: string[];
};

/** A browser's subscription keys: a P-256 public key (65 bytes) and an auth secret (16), base64url. */
export const PUSH_KEYS = {
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'c2VjcmV0LWF1dGgtMTIzNA',
};

function expectStatus(response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}: ${response.statusCode} ${response.body}`);
  return response;
}
const json = (response: LightMyRequestResponse, status: number) => expectStatus(response, status).json();

/**
 * A user with a goal, a speech linked to it (and its audio, unless `audio` is false: synthesis is the
 * slow part), a public link to the speech, a push on the morning of its event, a rating, a mood check-in
 * and a notification.
 */
export async function createOwner(t: SecurityApp, tag: string, { audio = true } = {}): Promise<Owner> {
  const owner = await signUp(t.app, { firstName: `Owner${tag}`, lastName: `Family${tag}` });
  const call = (method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
  const goal = json(
    await call('POST', '/api/goals', {
      title: `Goal title ${tag}`,
      category: 'career',
      description: `Goal note ${tag}`,
    }),
    201,
  );
  const speech = json(
    await call('POST', '/api/speeches/generate', {
      context: `My interview at the bank of ${tag} on Monday`,
      tone: 'confident',
      voiceStyle: 'warm',
      duration: 'short',
      goalId: goal.id,
    }),
    201,
  );
  const named = await t.app.inject({
    method: 'PATCH',
    url: `/api/speeches/${speech.id}`,
    headers: { cookie: owner.cookie },
    payload: { name: `Speech name ${tag}`, isFavourite: true },
  });
  json(named, 200);
  if (audio)
    expectStatus(await call('POST', `/api/speeches/${speech.id}/audio`, { voice: DEFAULT_VOICE_ID }), 200);
  json(
    await call('POST', '/api/feedback', {
      speechId: String(speech.id),
      rating: 4,
      effectiveness: 4,
      emotionalResonance: 4,
      improvementSuggestions: `Feedback note ${tag}`,
    }),
    201,
  );
  json(
    await call('POST', '/api/mood', {
      energy: 6,
      confidence: 6,
      stress: 3,
      motivation: 7,
      notes: `Mood note ${tag}`,
    }),
    201,
  );
  const shared = json(await call('POST', `/api/speeches/${speech.id}/share`, { showName: true }), 201);
  const eventPush = await t.app.inject({
    method: 'PUT',
    url: `/api/speeches/${speech.id}/event-push`,
    headers: { cookie: owner.cookie },
    payload: { time: '08:00', timeZone: 'Europe/London' },
  });
  const eventPushId = json(eventPush, 200).id as number;
  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/owner-${tag}-${owner.user.id}`;
  expectStatus(
    await call('POST', '/api/push/subscriptions', { endpoint: pushEndpoint, keys: PUSH_KEYS }),
    201,
  );
  const [notice] = await t.database.db
    .insert(notifications)
    .values({
      userId: owner.user.id,
      kind: 'plan_changed',
      title: `Notice ${tag}`,
      body: `Notice body ${tag}`,
    })
    .returning();
  if (!notice) throw new Error('notification not inserted');
  return {
    ...owner,
    speechId: speech.id,
    goalId: goal.id,
    notificationId: notice.id,
    pushEndpoint,
    shareLinkId: shared.id,
    eventPushId,
    secrets: [
      shared.id,
      pushEndpoint,
      owner.user.id,
      owner.email,
      `Family${tag}`,
      `Goal note ${tag}`,
      `Speech name ${tag}`,
      `Feedback note ${tag}`,
      `Mood note ${tag}`,
      `Notice body ${tag}`,
    ],
  };
}
