// When using a speech brings a usage notification: the 80% warning and the at-limit notice, once a period.
import { USAGE_WARNING_RATIO } from '../../common/limits';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { addNotification } from './notification-store';
import { usageLimitNotice, usageWarningNotice } from './notification-texts';
import { tierOf } from './subscription-status';

/** What the usage notices read: the quota update returns it, so they need no query of their own. */
export const usageColumns = {
  id: users.id,
  speechesUsed: users.speechesUsed,
  speechLimit: users.speechLimit,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionTier: users.subscriptionTier,
  currentPeriodStart: users.currentPeriodStart,
};
export type Usage = Pick<User, keyof typeof usageColumns>;

/**
 * After a speech is taken from the quota: the 80% warning or the at-limit notice, each at most once per
 * plan and usage period (free speeches never reset, so the free plan is one period).
 */
export async function notifyUsage(db: Db, user: Usage): Promise<void> {
  if (user.speechLimit <= 0) return;
  const userId = user.id;
  const active = user.subscriptionStatus === 'active';
  const usage = {
    active,
    tier: tierOf(user.subscriptionTier),
    used: user.speechesUsed,
    limit: user.speechLimit,
  };
  const period = active ? `${user.subscriptionTier}:${user.currentPeriodStart?.toISOString()}` : 'free';
  if (usage.used >= usage.limit) {
    await addNotification(db, userId, { ...usageLimitNotice(usage), dedupeKey: `usage_limit:${period}` });
  } else if (usage.used / usage.limit >= USAGE_WARNING_RATIO) {
    await addNotification(db, userId, { ...usageWarningNotice(usage), dedupeKey: `usage_warning:${period}` });
  }
}
