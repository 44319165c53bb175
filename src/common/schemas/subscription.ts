import { z } from 'zod';
import { BILLING_CYCLES, TIERS } from '../enums';
import { DISCOUNT_CODE_MAX_LENGTH } from '../form-defaults';

export const subscriptionChoiceSchema = z.object({
  tier: z.enum(TIERS, { error: `Tier must be one of: ${TIERS.join(', ')}` }),
  billingCycle: z.enum(BILLING_CYCLES, {
    error: `Billing cycle must be one of: ${BILLING_CYCLES.join(', ')}`,
  }),
});
export type SubscriptionChoice = z.infer<typeof subscriptionChoiceSchema>;

export const discountCodeSchema = z.object({
  discountCode: z
    .string({ error: 'Discount code is required' })
    .trim()
    .min(1, 'Discount code is required')
    .max(DISCOUNT_CODE_MAX_LENGTH, `Discount code must be ${DISCOUNT_CODE_MAX_LENGTH} characters or fewer`),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
