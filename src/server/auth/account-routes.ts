import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExport } from '../../common/api/account';
import { messageAnswer } from '../../common/api/wire';
import type { PaymentProvider } from '../billing/payment-provider';
import type { Db } from '../db/client';
import {
  discountRedemptions,
  goals,
  moodEntries,
  notifications,
  pushSubscriptions,
  reminders,
  sessions,
  shareLinks,
  speeches,
  speechFeedback,
  userPreferences,
  userStats,
  users,
} from '../db/schema';
import { AppError } from '../http/app-error';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { eventPushesOf } from '../reminders/event-pushes';
import { reminderSettingsColumns } from '../reminders/reminder-settings';
import { withLanguage } from '../speeches/speech-queries';
import { audioKeysOf, forgetUnreferenced } from '../voice/audio-references';
import type { VoiceService } from '../voice/voice-service';
import { currentUser, type RequireUser } from './authenticate';
import { verifyPassword } from './passwords';
import { clearSessionCookie } from './session-cookie';
import { deleteUserSessions, type SessionData } from './session-store';
import { toPublicUser } from './users';

export const deleteAccountBody = z.object({ password: z.string().max(200).optional() });

export const SUBSCRIPTION_NOT_CANCELLED =
  "We couldn't cancel your subscription just now, so your account has not been deleted. Please try again in a few minutes.";

/** Everything stored about one user, as a portable JSON document. */
async function exportAccount(db: Db, userId: string) {
  const [
    [user],
    userGoals,
    userSpeeches,
    moods,
    feedback,
    [preferences],
    [stats],
    userNotifications,
    codes,
    [reminder],
    signedIn,
    subscribed,
    shared,
    eventPushRows,
  ] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(goals).where(eq(goals.userId, userId)),
    db.select().from(speeches).where(eq(speeches.userId, userId)),
    db.select().from(moodEntries).where(eq(moodEntries.userId, userId)),
    db.select().from(speechFeedback).where(eq(speechFeedback.userId, userId)),
    db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
    db.select().from(userStats).where(eq(userStats.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(discountRedemptions).where(eq(discountRedemptions.userId, userId)),
    db.select(reminderSettingsColumns).from(reminders).where(eq(reminders.userId, userId)),
    // Never the session's id or a subscription's endpoint and keys: each is a secret that works as one.
    db
      .select({ sess: sessions.sess, expiresAt: sessions.expire })
      .from(sessions)
      .where(eq(sql`${sessions.sess}->>'userId'`, userId)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    db
      .select({
        speechId: shareLinks.speechId,
        showName: shareLinks.showName,
        createdAt: shareLinks.createdAt,
        revokedAt: shareLinks.revokedAt,
      })
      .from(shareLinks)
      .where(eq(shareLinks.userId, userId)),
    eventPushesOf(db, userId),
  ]);
  if (!user) throw new AppError(404, 'Account not found');
  return {
    exportedAt: new Date(),
    user: toPublicUser(user),
    goals: userGoals,
    speeches: userSpeeches.map(withLanguage),
    moodEntries: moods,
    feedback,
    preferences: preferences ?? null,
    stats: stats ?? null,
    notifications: userNotifications,
    discountRedemptions: codes,
    reminder: reminder ?? null,
    sessions: signedIn.map(({ sess, expiresAt }) => ({
      signedInAt: new Date((sess as SessionData).createdAt),
      expiresAt,
    })),
    pushSubscriptions: subscribed.map(({ endpoint, createdAt }) => ({
      pushService: new URL(endpoint).origin,
      createdAt,
    })),
    shareLinks: shared,
    eventPushes: eventPushRows.map(
      ({ speechId, event, eventDate, time, timeZone, dueAt, sentAt, createdAt }) => ({
        speechId,
        event,
        eventDate,
        time,
        timeZone,
        dueAt,
        sentAt,
        createdAt,
      }),
    ),
  };
}

/** Deletes the user (every owned row cascades) and every session that belonged to them. */
async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteUserSessions(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  guesses: SharedAttemptLimiter;
  /** Holds the account's cached audio, deleted with it; absent where the app has no voices. */
  voice?: VoiceService | undefined;
  /** Cancels a paying user's subscription before the account goes; null where payments are off. */
  payments: PaymentProvider | null;
}> = async (app, { db, requireUser, guesses, voice, payments }) => {
  app.get(
    '/api/account/export',
    { onRequest: requireUser, schema: { response: { 200: accountExport } } },
    async (request, reply) => {
      const data = await exportAccount(db, currentUser(request).id);
      reply.header('Content-Disposition', 'attachment; filename="uplift-export.json"');
      return data;
    },
  );

  app.delete(
    '/api/account',
    { onRequest: requireUser, schema: { body: deleteAccountBody, response: { 200: messageAnswer } } },
    async (request, reply) => {
      const user = currentUser(request);
      // Demo accounts have no password; everyone else confirms with theirs.
      if (!user.isDemo) {
        // Counted before the password is checked, so parallel guesses cannot all be checked first.
        await guesses.hit(`delete:${user.id}`);
        if (!(await verifyPassword(user.passwordHash, request.body.password ?? ''))) {
          throw new AppError(403, 'Incorrect password');
        }
      }
      // Before anything is deleted: a person must never keep paying for an account that is gone.
      if (payments && user.stripeSubscriptionId) {
        try {
          await payments.cancelSubscription(user.stripeSubscriptionId);
        } catch (error) {
          request.log.error({ err: error }, 'subscription not cancelled; account kept');
          throw new AppError(502, SUBSCRIPTION_NOT_CANCELLED);
        }
      }
      const keys = voice ? await audioKeysOf(db, { userIds: [user.id] }) : [];
      await deleteAccount(db, user.id);
      if (voice) await forgetUnreferenced(db, voice, keys);
      clearSessionCookie(request, reply);
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );
};
