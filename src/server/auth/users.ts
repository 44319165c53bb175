import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';

/** The user as the client may see it: never the password hash or payment-provider ids. */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionTier: user.subscriptionTier,
    speechesUsed: user.speechesUsed,
    speechLimit: user.speechLimit,
    billingCycle: user.billingCycle,
    currentPeriodEnd: user.currentPeriodEnd,
    isDemo: user.isDemo,
    supportRegion: user.supportRegion,
    createdAt: user.createdAt,
  };
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Emails arrive trimmed and lower-cased from the shared schema; lower() also covers older rows. */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}
