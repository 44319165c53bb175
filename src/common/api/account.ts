import { z } from 'zod';
import { publicUser } from './auth';
import { notification } from './billing';
import { eventPush, reminderSettings } from './reminders';
import { speechRow } from './speeches';
import { feedback, goal, moodEntry, userStats } from './wellbeing';
import { timestamp } from './wire';

/** The learned preferences row (user_preferences). */
const preferences = z.object({
  userId: z.string(),
  preferredTones: z.record(z.string(), z.number()).nullable(),
  preferredLength: z.string(),
  preferredVoiceStyle: z.string(),
  languageStyle: z.string(),
  motivationTriggers: z.array(z.string()).nullable(),
  avoidancePatterns: z.array(z.string()).nullable(),
  effectiveElements: z.record(z.string(), z.number()).nullable(),
  optimalSpeechTiming: z.string().nullable(),
  responseToRepetition: z.string(),
  preferredComplexity: z.string(),
  avgRating: z.number().nullable(),
  totalFeedbackCount: z.number(),
  lastUpdated: timestamp,
  createdAt: timestamp,
});

/** GET /api/account/export: everything stored about the user, as a portable JSON document. */
export const accountExport = z.object({
  exportedAt: timestamp,
  user: publicUser,
  goals: z.array(goal),
  speeches: z.array(speechRow),
  moodEntries: z.array(moodEntry),
  feedback: z.array(feedback),
  preferences: preferences.nullable(),
  stats: userStats.nullable(),
  notifications: z.array(notification.extend({ userId: z.string(), dedupeKey: z.string().nullable() })),
  discountRedemptions: z.array(z.object({ code: z.string(), userId: z.string(), redeemedAt: timestamp })),
  reminder: reminderSettings.nullable(),
  /** Where the account is signed in: when each session began and when it ends if unused. */
  sessions: z.array(z.object({ signedInAt: timestamp, expiresAt: timestamp })),
  /** Browsers that get reminders, by the push service each is reached through. */
  pushSubscriptions: z.array(z.object({ pushService: z.string(), createdAt: timestamp })),
  /** The speeches shared by a link (not the links, which open the pages). */
  shareLinks: z.array(
    z.object({
      speechId: z.number(),
      showName: z.boolean(),
      createdAt: timestamp,
      revokedAt: timestamp.nullable(),
    }),
  ),
  /** The pushes set for the morning of a speech's event. */
  eventPushes: z.array(eventPush.omit({ id: true, message: true }).extend({ createdAt: timestamp })),
});

/** What GET /api/user adds to the user: their newest goals (at most OPEN_GOALS_MAX; `goalCount` is how
 * many in all), ten newest speeches and progress counters. */
export const dashboardParts = z.object({
  goals: z.array(goal),
  goalCount: z.number(),
  recentSpeeches: z.array(speechRow),
  stats: userStats.nullable(),
});

/** The user as the dashboard reads it (GET /api/user). */
export const dashboardUser = publicUser.extend(dashboardParts.shape);
