import { z } from 'zod';
import { supportBody } from './support';
import { timestamp } from './wire';

/** A goal row (/api/goals, /api/user, the account export). */
export const goal = z.object({
  id: z.number(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  /** A calendar date, YYYY-MM-DD. */
  targetDate: z.string().nullable(),
  isCompleted: z.number(),
  createdAt: timestamp,
});

/** GET /api/goals: each goal with the speeches written for it, newest first. */
export const goalsWithSpeeches = z.array(
  goal.extend({
    speeches: z.array(
      z.object({ id: z.number(), context: z.string(), name: z.string().nullable(), createdAt: timestamp }),
    ),
  }),
);

/** A saved check-in. */
export const moodEntry = z.object({
  id: z.number(),
  userId: z.string(),
  energy: z.number(),
  confidence: z.number(),
  stress: z.number(),
  motivation: z.number(),
  overallMood: z.string(),
  notes: z.string().nullable(),
  createdAt: timestamp,
});

/**
 * POST /api/mood: the check-in, with support when its note shows the person may be in danger, or a calm
 * `supportNote` when its words are uncertain.
 */
export const moodCheckIn = moodEntry.extend({
  support: supportBody.optional(),
  supportNote: supportBody.optional(),
});

export const recentMoods = z.array(moodEntry);

/** A speech's rating, booleans as 1/0. */
export const feedback = z.object({
  id: z.number(),
  userId: z.string(),
  speechId: z.number(),
  rating: z.number(),
  effectiveness: z.number(),
  emotionalResonance: z.number(),
  preferredLength: z.string().nullable(),
  preferredTone: z.string().nullable(),
  helpfulElements: z.array(z.string()).nullable(),
  improvementSuggestions: z.string().nullable(),
  wouldRecommend: z.number(),
  completedListening: z.number(),
  timeSpentListening: z.number().nullable(),
  createdAt: timestamp,
});

/** The progress counters (user_stats), as /api/progress shows them as of now. */
const progressCounters = z.object({
  totalSpeeches: z.number(),
  speechesThisWeek: z.number(),
  currentStreak: z.number(),
  mostUsedTone: z.string().nullable(),
  toneStats: z.record(z.string(), z.number()),
});

/** The stored counters row (/api/user's stats, the account export). */
export const userStats = progressCounters.extend({
  userId: z.string(),
  lastSpeechDate: timestamp.nullable(),
  updatedAt: timestamp,
});

/** GET /api/progress: the counters in the viewer's time zone, plus the quota. */
export const progress = progressCounters.extend({ speechesUsed: z.number(), speechLimit: z.number() });

/** GET /api/activity: each day's speeches and check-ins, Monday-aligned weeks up to today, and the streaks. */
export const activity = z.object({
  days: z.array(z.object({ date: z.string(), speeches: z.number(), checkIns: z.number() })),
  currentStreak: z.number(),
  longestStreak: z.number(),
});

/** Personalisation insights (GET /api/personalisation-insights). */
export const personalisationInsights = z.object({
  hasData: z.boolean(),
  /** The learning status the profile card shows, or a friendly message before any feedback. */
  message: z.string(),
  /** Average rating as a percentage (0–100). */
  avgRating: z.number(),
  totalFeedback: z.number(),
  insights: z
    .object({
      personalityProfile: z.string(),
      topPerformingTone: z.string().nullable(),
      mostEffectiveElement: z.string().nullable(),
      improvementArea: z.string().nullable(),
    })
    .nullable(),
});
