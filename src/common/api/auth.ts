import { z } from 'zod';
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES, TIERS } from '../enums';
import { lineRegion } from './support';
import { timestamp } from './wire';

/** The signed-in user as the API shows them: never a password hash or a payment provider's ids. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionTier: z.enum(TIERS),
  speechesUsed: z.number(),
  speechLimit: z.number(),
  billingCycle: z.enum(BILLING_CYCLES),
  currentPeriodEnd: timestamp.nullable(),
  isDemo: z.boolean(),
  /** The country whose helplines the person was last shown, for a device that gives no clue. */
  supportRegion: lineRegion.nullable(),
  createdAt: timestamp,
});

/** Sign-up, sign-in and the demo sign-in. */
export const userAnswer = z.object({ user: publicUser });

/** GET /api/auth/forgot-password: whether reset links can be mailed. */
export const forgotPasswordStatus = z.object({ emailSetUp: z.boolean() });
