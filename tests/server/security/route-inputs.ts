// Every API route that reads input, with the schema it validates that input with and a valid example
// built from an owner's rows: the bad-input properties derive hostile input from the examples, and
// the session tests send the examples to prove a refusal comes from the session, not validation.
import fc from 'fast-check';
import { type ZodType, z } from 'zod';
import { supportRegionBody } from '../../../src/common/api/support';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../../src/common/schemas/auth';
import { feedbackSchema } from '../../../src/common/schemas/feedback';
import { goalSchema, goalUpdateSchema } from '../../../src/common/schemas/goal';
import {
  eventPushSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
} from '../../../src/common/schemas/reminders';
import { shareBody } from '../../../src/common/schemas/share';
import { speechUpdateSchema } from '../../../src/common/schemas/speech';
import { deleteAccountBody } from '../../../src/server/auth/account-routes';
import { createSubscriptionBody } from '../../../src/server/billing/create-subscription-body';
import { markReadBody } from '../../../src/server/billing/notification-routes';
import { idParams } from '../../../src/server/http/id-params';
import { shareLinkParams } from '../../../src/server/sharing/share-links';
import { generateBody, listQuery } from '../../../src/server/speeches/routes';
import { encodeCursor } from '../../../src/server/speeches/speech-queries';
import { DEFAULT_VOICE_ID } from '../../../src/server/voice/catalogue';
import { audioBody, audioParams, audioQuery, timingsQuery } from '../../../src/server/voice/routes';
import { moodBody } from '../../../src/server/wellbeing/mood-routes';
import { activityQuery, progressQuery } from '../../../src/server/wellbeing/progress-routes';
import { type Query, queryString } from './hostile-input';
import { type Owner, PUSH_KEYS } from './security-app';

export type InputCase = {
  route: string;
  /** Sent without the owner's session (sign-up and sign-in). */
  anonymous?: boolean;
  params?: { schema: ZodType; id: (owner: Owner) => number | string };
  body?: { schema: ZodType; valid: (owner: Owner) => Record<string, unknown> };
  query?: { schema: ZodType; valid: (owner: Owner) => Query; extra?: Record<string, fc.Arbitrary<string>> };
  /** The one answer any of this input must get (an unsigned webhook is always refused). */
  status?: number;
};

const speechId = idParams('Speech');
const goalId = idParams('Goal');
const eventPushId = idParams('Event push');
const ofSpeech = (owner: Owner) => owner.speechId;
const ofGoal = (owner: Owner) => owner.goalId;
const voice = { voice: DEFAULT_VOICE_ID };
const speechRequest = {
  context: 'The finals of the regional chess cup',
  tone: 'energetic',
  voiceStyle: 'professional',
  duration: 'short',
};

// Cursors naming impossible positions: dates outside Postgres' range, ids past the integer column.
const hostileCursor = fc
  .tuple(
    fc.constantFrom(
      new Date(-8.64e15),
      new Date(8.64e15),
      new Date('-001000-01-01'),
      new Date(0),
      new Date(),
    ),
    fc.constantFrom(1, -1, 2 ** 31, 2 ** 53, 1e21, 0.5),
  )
  .map(([createdAt, id]) => encodeCursor({ createdAt, id }));

export const INPUT_CASES: InputCase[] = [
  {
    route: 'POST /api/auth/signup',
    anonymous: true,
    body: {
      schema: signupSchema,
      valid: () => ({
        email: 'fuzz@example.com',
        password: 'tide-lantern-42',
        firstName: 'Fuzz',
        lastName: 'Z',
      }),
    },
  },
  {
    route: 'POST /api/auth/login',
    anonymous: true,
    body: { schema: loginSchema, valid: (owner) => ({ email: owner.email, password: 'not the password' }) },
  },
  {
    route: 'POST /api/auth/forgot-password',
    anonymous: true,
    body: { schema: forgotPasswordSchema, valid: (owner) => ({ email: owner.email }) },
  },
  {
    // A token nobody was sent: refused (400) whatever else comes with it.
    route: 'POST /api/auth/reset-password',
    anonymous: true,
    body: {
      schema: resetPasswordSchema,
      valid: () => ({ token: 'a-token-this-server-never-sent', password: 'tide-lantern-42' }),
    },
  },
  {
    route: 'DELETE /api/account',
    body: { schema: deleteAccountBody, valid: () => ({ password: 'not mine' }) },
  },
  {
    route: 'POST /api/speeches/generate',
    body: { schema: generateBody, valid: () => ({ ...speechRequest, timeZone: 'Europe/Paris' }) },
  },
  {
    route: 'POST /api/speeches/generate/stream',
    body: { schema: generateBody, valid: () => ({ ...speechRequest, timeZone: 'Asia/Tokyo' }) },
  },
  {
    route: 'GET /api/speeches',
    query: {
      schema: listQuery,
      valid: () => ({ limit: '5', cursor: 'MjAyNi0wMS0wMVQwMDowMDowMC4wMDBafDE' }),
      extra: { cursor: hostileCursor },
    },
  },
  { route: 'GET /api/speeches/:id', params: { schema: speechId, id: ofSpeech } },
  {
    route: 'PATCH /api/speeches/:id',
    params: { schema: speechId, id: ofSpeech },
    body: { schema: speechUpdateSchema, valid: () => ({ name: 'Renamed', isFavourite: true }) },
  },
  { route: 'DELETE /api/speeches/:id', params: { schema: speechId, id: ofSpeech } },
  {
    route: 'POST /api/speeches/:id/audio',
    params: { schema: audioParams, id: ofSpeech },
    body: { schema: audioBody, valid: () => ({ ...voice, tone: 'gentle' }) },
  },
  {
    route: 'GET /api/speeches/:id/audio.mp3',
    params: { schema: audioParams, id: ofSpeech },
    query: { schema: audioQuery, valid: () => ({ ...voice, download: '1', music: '60' }) },
  },
  {
    route: 'GET /api/speeches/:id/audio/timings',
    params: { schema: audioParams, id: ofSpeech },
    query: { schema: timingsQuery, valid: () => ({ ...voice, tone: 'confident', so_far: '1' }) },
  },
  {
    route: 'POST /api/speeches/:id/share',
    params: { schema: speechId, id: ofSpeech },
    body: { schema: shareBody, valid: () => ({ showName: true }) },
  },
  { route: 'GET /api/speeches/:id/share-links', params: { schema: speechId, id: ofSpeech } },
  {
    route: 'DELETE /api/share-links/:id',
    params: { schema: shareLinkParams, id: (owner) => owner.shareLinkId },
  },
  {
    route: 'PUT /api/speeches/:id/event-push',
    params: { schema: speechId, id: ofSpeech },
    body: { schema: eventPushSchema, valid: () => ({ time: '09:15', timeZone: 'Europe/Paris' }) },
  },
  {
    route: 'DELETE /api/event-pushes/:id',
    params: { schema: eventPushId, id: (owner) => owner.eventPushId },
  },
  {
    route: 'POST /api/event-pushes/:id/speech',
    params: { schema: eventPushId, id: (owner) => owner.eventPushId },
  },
  {
    route: 'PUT /api/auth/support-region',
    body: { schema: supportRegionBody, valid: () => ({ region: 'NZ' }) },
  },
  {
    route: 'POST /api/mood',
    body: {
      schema: moodBody,
      valid: () => ({
        energy: 5,
        confidence: 6,
        stress: 7,
        motivation: 8,
        notes: 'ok',
        timeZone: 'Europe/Dublin',
      }),
    },
  },
  {
    route: 'POST /api/goals',
    body: {
      schema: goalSchema,
      valid: () => ({ title: 'Run 5k', category: 'health', description: 'Slowly', targetDate: '2027-03-01' }),
    },
  },
  {
    route: 'PATCH /api/goals/:id',
    params: { schema: goalId, id: ofGoal },
    body: { schema: goalUpdateSchema, valid: () => ({ isCompleted: true }) },
  },
  { route: 'DELETE /api/goals/:id', params: { schema: goalId, id: ofGoal } },
  {
    route: 'POST /api/feedback',
    body: {
      schema: feedbackSchema,
      valid: (owner) => ({
        speechId: String(owner.speechId),
        rating: 3,
        effectiveness: 2,
        emotionalResonance: 5,
        preferredLength: 'longer',
        helpfulElements: ['calming_tone'],
        timeSpentListening: 12.5,
      }),
    },
  },
  {
    route: 'GET /api/progress',
    query: { schema: progressQuery, valid: () => ({ timeZone: 'America/New_York' }) },
  },
  {
    route: 'GET /api/activity',
    query: { schema: activityQuery, valid: () => ({ timeZone: 'Australia/Sydney', weeks: '4' }) },
  },
  {
    route: 'POST /api/create-subscription',
    body: { schema: createSubscriptionBody, valid: () => ({ tier: 'starter', billingCycle: 'yearly' }) },
  },
  {
    route: 'POST /api/notifications/read',
    body: { schema: markReadBody, valid: (owner) => ({ ids: [owner.notificationId] }) },
  },
  {
    route: 'PUT /api/reminders',
    body: {
      schema: reminderSettingsSchema,
      valid: (owner) => ({
        enabled: true,
        time: '07:30',
        days: [1, 3, 5],
        goalId: owner.goalId,
        timeZone: 'Europe/Paris',
      }),
    },
  },
  {
    route: 'POST /api/push/subscriptions',
    body: {
      schema: pushSubscriptionSchema,
      valid: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys: PUSH_KEYS }),
    },
  },
  {
    route: 'DELETE /api/push/subscriptions',
    body: { schema: pushUnsubscribeSchema, valid: (owner) => ({ endpoint: owner.pushEndpoint }) },
  },
  {
    route: 'POST /api/stripe/webhook',
    // Unsigned, nothing is acceptable: 'valid' here is only the shape of an event.
    body: { schema: z.never(), valid: () => ({ id: 'evt_1', type: 'invoice.paid' }) },
    status: 400,
  },
];

// Routes that read neither a body nor a query string.
export const NO_INPUT = [
  'GET /api/health',
  'POST /api/auth/logout',
  'POST /api/auth/logout-everywhere',
  'GET /api/auth/user',
  'GET /api/auth/forgot-password',
  'GET /api/account/export',
  'POST /api/simple-demo-login',
  'GET /api/user',
  'GET /api/speeches/favourites',
  'GET /api/voices',
  'GET /api/mood/recent',
  'GET /api/goals',
  'GET /api/reminders',
  'GET /api/event-pushes',
  'GET /api/push/public-key',
  'GET /api/personalisation-insights',
  'GET /api/subscription/tiers',
  'GET /api/subscription/status',
  'GET /api/notifications',
  'POST /api/billing/portal',
  'GET /api/billing/config',
  'GET /api/site',
  'GET /api/sample-speech',
  'GET /api/openapi.json',
];

/** The route's valid example as a request: its path with the owner's id, query string and JSON body. */
export function validRequest(route: string, owner: Owner): { url: string; payload?: object } {
  const input = INPUT_CASES.find((candidate) => candidate.route === route);
  const pattern = route.split(' ')[1] ?? '';
  if (!input) return { url: pattern.replace(':id', String(owner.speechId)) };
  const path = input.params ? pattern.replace(':id', String(input.params.id(owner))) : pattern;
  const search = input.query ? queryString(input.query.valid(owner)) : '';
  return { url: path + search, ...(input.body ? { payload: input.body.valid(owner) } : {}) };
}
