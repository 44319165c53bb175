import { type core, z } from 'zod';
import { discountCodeSchema, subscriptionChoiceSchema } from '../../common/schemas/subscription';

const CREATE_SUBSCRIPTION_SHAPES = 'Send {tier, billingCycle}, {discountCode}, or no body';

/**
 * POST /api/create-subscription takes exactly one of three payloads: {tier, billingCycle},
 * {discountCode} or no body. No body is the test page's (Fastify validates a missing body as null).
 */
export const createSubscriptionBody = z
  .union([subscriptionChoiceSchema.strict(), discountCodeSchema.strict()], { error: shapeMessage })
  .nullish();

// The shape the keys point to explains a bad value ('Tier must be one of…'); anything else gets the list.
function shapeMessage(issue: core.$ZodRawIssue): string {
  const input = issue.input;
  if (issue.code !== 'invalid_union' || typeof input !== 'object' || input === null || Array.isArray(input)) {
    return CREATE_SUBSCRIPTION_SHAPES;
  }
  const branch = 'discountCode' in input ? 1 : 'tier' in input || 'billingCycle' in input ? 0 : -1;
  const first = branch >= 0 ? issue.errors[branch]?.[0] : undefined;
  return first && first.code !== 'unrecognized_keys' ? first.message : CREATE_SUBSCRIPTION_SHAPES;
}
