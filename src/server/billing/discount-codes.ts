import { sql } from 'drizzle-orm';
import { PAID_TIERS, type PaidTier } from '../../common/enums';
import { DISCOUNT_CODE_MAX_LENGTH } from '../../common/form-defaults';
import type { Db } from '../db/client';
import { discountCodes } from '../db/schema';

/** Codes are matched case-insensitively: stored and looked up upper-case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const CODE_PATTERN = /^[A-Z0-9_-]+$/;

/** DISCOUNT_CODES (`CODE:tier[,CODE:tier…]`) as free-access codes; throws naming the first bad entry. */
export function parseDiscountCodes(setting: string | undefined): { code: string; tier: PaidTier }[] {
  const codes = new Map<string, PaidTier>();
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [rawCode = '', rawTier = '', ...extra] = entry.split(':');
    const code = normaliseCode(rawCode);
    const tier = PAID_TIERS.find((paid) => paid === rawTier.trim().toLowerCase());
    if (!tier || extra.length > 0 || !CODE_PATTERN.test(code) || code.length > DISCOUNT_CODE_MAX_LENGTH) {
      throw new Error(
        `DISCOUNT_CODES: '${entry}' is not CODE:tier (letters, digits, - or _, then one of ${PAID_TIERS.join(', ')})`,
      );
    }
    codes.set(code, tier);
  }
  return [...codes].map(([code, tier]) => ({ code, tier }));
}

/**
 * Upserts the DISCOUNT_CODES codes at start-up. Idempotent: a code's redemptions, limit and expiry are
 * kept; its tier follows the setting.
 */
export async function seedDiscountCodes(db: Db, setting: string | undefined): Promise<void> {
  const codes = parseDiscountCodes(setting);
  if (codes.length === 0) return;
  await db
    .insert(discountCodes)
    .values(codes.map(({ code, tier }) => ({ code, tier, freeAccess: true })))
    .onConflictDoUpdate({
      target: discountCodes.code,
      set: { tier: sql`excluded.tier`, freeAccess: true, percentOff: null },
    });
}
