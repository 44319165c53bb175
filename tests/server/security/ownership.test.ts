import { describe, expect } from 'vitest';
import { ID_MAX } from '../../../src/common/limits';
import type { App } from '../../../src/server/app';
import { DEFAULT_VOICE_ID } from '../../../src/server/voice/catalogue';
import { securityTest as it } from '../../setup/fixtures';
import { snapshot } from './db-snapshot';
import { apiRoutes, createOwner, type Owner, routeKey } from './security-app';

// Every route that takes an id answers another user's id with 404 and changes nothing, exactly as
// it answers an id that does not exist (so the answer does not reveal that the row exists).
// One line per route; `route` is the route table's own spelling, which the guard below checks.

type Ids = Pick<
  Owner,
  'speechId' | 'goalId' | 'notificationId' | 'pushEndpoint' | 'shareLinkId' | 'eventPushId'
>;
type OwnershipCase = {
  route: string;
  request: (ids: Ids) => { url: string; payload?: object };
  /** 404 unless the route's contract is to ignore ids that are not yours. */
  status?: number;
};

const generate = {
  context: 'A speech for my own goal please',
  tone: 'gentle',
  voiceStyle: 'soothing',
  duration: 'short',
};
const voice = DEFAULT_VOICE_ID;

const MATRIX: OwnershipCase[] = [
  { route: 'GET /api/speeches/:id', request: (a) => ({ url: `/api/speeches/${a.speechId}` }) },
  {
    route: 'PATCH /api/speeches/:id',
    request: (a) => ({ url: `/api/speeches/${a.speechId}`, payload: { name: 'Taken', isFavourite: false } }),
  },
  { route: 'DELETE /api/speeches/:id', request: (a) => ({ url: `/api/speeches/${a.speechId}` }) },
  {
    route: 'POST /api/speeches/:id/audio',
    request: (a) => ({ url: `/api/speeches/${a.speechId}/audio`, payload: { voice, tone: 'energetic' } }),
  },
  {
    route: 'GET /api/speeches/:id/audio.mp3',
    request: (a) => ({ url: `/api/speeches/${a.speechId}/audio.mp3?voice=${voice}&download=1` }),
  },
  {
    route: 'GET /api/speeches/:id/audio/timings',
    request: (a) => ({ url: `/api/speeches/${a.speechId}/audio/timings?voice=${voice}` }),
  },
  {
    route: 'GET /api/speeches/:id/audio/timings',
    request: (a) => ({ url: `/api/speeches/${a.speechId}/audio/timings?voice=${voice}&so_far=1` }),
  },
  {
    route: 'POST /api/speeches/:id/share',
    request: (a) => ({ url: `/api/speeches/${a.speechId}/share`, payload: { showName: true } }),
  },
  {
    route: 'GET /api/speeches/:id/share-links',
    request: (a) => ({ url: `/api/speeches/${a.speechId}/share-links` }),
  },
  { route: 'DELETE /api/share-links/:id', request: (a) => ({ url: `/api/share-links/${a.shareLinkId}` }) },
  {
    route: 'PUT /api/speeches/:id/event-push',
    request: (a) => ({
      url: `/api/speeches/${a.speechId}/event-push`,
      payload: { time: '06:30', timeZone: 'Europe/Paris' },
    }),
  },
  { route: 'DELETE /api/event-pushes/:id', request: (a) => ({ url: `/api/event-pushes/${a.eventPushId}` }) },
  {
    route: 'POST /api/event-pushes/:id/speech',
    request: (a) => ({ url: `/api/event-pushes/${a.eventPushId}/speech` }),
  },
  {
    route: 'PATCH /api/goals/:id',
    request: (a) => ({ url: `/api/goals/${a.goalId}`, payload: { isCompleted: true } }),
  },
  { route: 'DELETE /api/goals/:id', request: (a) => ({ url: `/api/goals/${a.goalId}` }) },
  // Ids in the body.
  {
    route: 'POST /api/feedback',
    request: (a) => ({
      url: '/api/feedback',
      payload: { speechId: String(a.speechId), rating: 1, effectiveness: 1, emotionalResonance: 1 },
    }),
  },
  {
    route: 'POST /api/speeches/generate',
    request: (a) => ({ url: '/api/speeches/generate', payload: { ...generate, goalId: a.goalId } }),
  },
  {
    route: 'POST /api/speeches/generate/stream',
    request: (a) => ({ url: '/api/speeches/generate/stream', payload: { ...generate, goalId: a.goalId } }),
  },
  {
    route: 'PUT /api/reminders',
    request: (a) => ({
      url: '/api/reminders',
      payload: { enabled: true, time: '08:00', days: [1], goalId: a.goalId, timeZone: 'Europe/London' },
    }),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    request: (a) => ({ url: '/api/push/subscriptions', payload: { endpoint: a.pushEndpoint } }),
  },
  // Marks "those of the given ids that are yours": another user's id is skipped, not refused.
  {
    route: 'POST /api/notifications/read',
    request: (a) => ({ url: '/api/notifications/read', payload: { ids: [a.notificationId] } }),
    status: 200,
  },
];

let owner: Owner;
let intruder: Owner;

it.beforeAll(async ({ app, database }) => {
  owner = await createOwner({ app, database }, 'A');
  intruder = await createOwner({ app, database }, 'B');
});

const send = (app: App, method: string, cookie: string, request: { url: string; payload?: object }) =>
  app.inject({ method: method as 'GET', headers: { cookie }, ...request });

describe('ownership matrix', () => {
  it.for(MATRIX)(
    '$route: user B with user A’s id changes nothing',
    async ({ route, request, status = 404 }, { app, database, voice }) => {
      const method = route.split(' ')[0] ?? '';
      const before = await snapshot(database.db, owner.user.id);
      const syntheses = voice.stats.syntheses;

      const theirs = await send(app, method, intruder.cookie, request(owner));
      expect(theirs.statusCode, theirs.body).toBe(status);
      for (const secret of owner.secrets) expect(theirs.body).not.toContain(secret);
      if (status === 404) {
        const missing = {
          speechId: ID_MAX,
          goalId: ID_MAX,
          notificationId: ID_MAX,
          pushEndpoint: 'https://fcm.googleapis.com/fcm/send/nobody',
          shareLinkId: 'A'.repeat(22),
          eventPushId: ID_MAX,
        };
        const absent = await send(app, method, intruder.cookie, request(missing));
        expect(absent.statusCode).toBe(404);
        expect(theirs.json()).toEqual(absent.json());
      }

      expect(await snapshot(database.db, owner.user.id)).toEqual(before);
      expect(voice.stats.syntheses).toBe(syntheses);
      // The owner still has it all.
      const own = await send(app, 'GET', owner.cookie, { url: `/api/speeches/${owner.speechId}` });
      expect(own.statusCode).toBe(200);
    },
  );

  it('lists every route that has an id in its path, and only routes that exist', ({ app }) => {
    const table = apiRoutes(app).map(routeKey);
    const listed = MATRIX.map((row) => row.route);
    expect(table.length).toBeGreaterThan(30);
    const withIdParam = table.filter((route) => /\/:[^/]+/.test(route));
    expect(withIdParam.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !table.includes(route))).toEqual([]);
  });
});
