import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  createSubscriptionAnswer,
  notificationList,
  subscriptionStatus,
} from '../../../common/api/billing';
import type { Wire } from '../../../common/api/wire';
import type { PaidTier } from '../../../common/enums';
import { getPlan } from '../../../common/plans';
import type { DiscountCode, SubscriptionChoice } from '../../../common/schemas/subscription';
import { answer, api } from '../api/api-client';
import { speechKeys } from '../speech/speeches';
import { wellbeingKeys } from '../wellbeing/wellbeing';

// Plans, subscription status, notifications and the subscribe flow: types, query keys, fetchers and
// mutations with their cache invalidations in one place (the same pattern as speeches.ts).

/** An in-app notification (the header bell). */
export type AppNotification = Wire<typeof notificationList>['notifications'][number];
export type NotificationList = Wire<typeof notificationList>;

export type SubscriptionStatus = Wire<typeof subscriptionStatus>;

export const billingKeys = {
  status: ['/api/subscription/status'] as const,
  notifications: ['/api/notifications'] as const,
  config: ['/api/billing/config'] as const,
  /** The signed-in user as the auth lookup reads it (its subscription fields). */
  authUser: ['/api/auth/user'] as const,
};

/** The HTTP status of a failed call (errors carry "{status}: {body}"), or null. */
export function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/** 503: the server has no payment provider configured ('Payment System Unavailable'). */
export const isPaymentUnavailable = (error: unknown) => httpStatusOf(error) === 503;

/** 'premium' → 'Premium'; 'free' → 'Free'. */
export function tierName(tier: string): string {
  if (tier === 'free') return 'Free';
  return getPlan(tier)?.name ?? tier.charAt(0).toUpperCase() + tier.slice(1);
}

// ---- Status and configuration ------------------------------------------------------------------------

/** `enabled: false` where nobody is signed in (the visitors' pricing page). */
export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.status,
    queryFn: () => answer(api.GET('/api/subscription/status')),
    enabled,
  });
}

/**
 * The publishable key. A failed lookup counts as "not configured": the page then explains that payments
 * are unavailable rather than showing a broken form.
 */
export function useBillingConfig() {
  return useQuery({
    queryKey: billingKeys.config,
    queryFn: () =>
      answer(api.GET('/api/billing/config')).catch(() => ({
        stripePublishableKey: null,
        liveMode: false,
      })),
  });
}

/**
 * After anything that can change the plan or the quota: the status, both user lookups (the dashboard's
 * and the auth one), progress (its usage row) and the notifications (a plan change adds one).
 */
export function refreshSubscription(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.status }),
    queryClient.invalidateQueries({ queryKey: speechKeys.user }),
    queryClient.invalidateQueries({ queryKey: billingKeys.authUser }),
    queryClient.invalidateQueries({ queryKey: wellbeingKeys.progress }),
    queryClient.invalidateQueries({ queryKey: billingKeys.notifications }),
  ]);
}

// ---- Subscribing -----------------------------------------------------------------------------------------

type SubscriptionAnswer = Wire<typeof createSubscriptionAnswer>;

/**
 * POST /api/create-subscription. One route with one answer, either side of which may come: a plan (or
 * none) starts a payment, answered with its client secret; a discount code is answered with its outcome.
 */
const createSubscription = (body: SubscriptionChoice | DiscountCode | null) =>
  answer(api.POST('/api/create-subscription', { body }));

/** The payment a plan choice started; an answer without one is an error, not a form without a secret. */
async function startPayment(body: SubscriptionChoice | null) {
  const started: SubscriptionAnswer = await createSubscription(body);
  if (!('clientSecret' in started)) throw new Error('The payment could not be started.');
  return started;
}

/** POST /api/create-subscription {tier, billingCycle} → the client secret the payment form confirms. */
export function useCreateSubscription() {
  return useMutation({ mutationFn: (choice: SubscriptionChoice) => startPayment(choice) });
}

/** POST /api/create-subscription with no body (the test page): a Starter monthly subscription's secret. */
export function useCreateTestSubscription() {
  return useMutation({ mutationFn: () => startPayment(null) });
}

/** POST /api/create-subscription {discountCode}; free access changes the plan, so refresh what shows it. */
export function useApplyDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DiscountCode) => {
      const outcome: SubscriptionAnswer = await createSubscription(input);
      if (!('isFreeAccess' in outcome)) throw new Error('The code could not be applied.');
      return outcome;
    },
    onSuccess: async (result) => {
      if (result.isFreeAccess) await refreshSubscription(queryClient);
    },
  });
}

/** POST /api/billing/portal → the payment provider's customer portal (cancel, change card or plan). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => answer(api.POST('/api/billing/portal')),
  });
}

// A paid plan chosen before confirming payment, so the return from a redirect-based payment can name it.
const PENDING_PLAN_KEY = 'uplift:pending-plan';

export function rememberPendingPlan(tier: PaidTier): void {
  try {
    sessionStorage.setItem(PENDING_PLAN_KEY, tier);
  } catch {
    // Storage can be unavailable (private modes); the toast then names the plan from the status alone.
  }
}

export function takePendingPlan(): string | null {
  try {
    const tier = sessionStorage.getItem(PENDING_PLAN_KEY);
    sessionStorage.removeItem(PENDING_PLAN_KEY);
    return tier;
  } catch {
    return null;
  }
}

// ---- Notifications -------------------------------------------------------------------------------------

/** The notifications; `enabled: false` holds the request back (the bell asks only once the page is up). */
export function useNotifications({ enabled = true } = {}) {
  return useQuery({
    queryKey: billingKeys.notifications,
    queryFn: () => answer(api.GET('/api/notifications')),
    enabled,
  });
}

/** POST /api/notifications/read (all of them): the dot clears at once, and comes back if the call fails. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // No ids: all of them.
    mutationFn: () => answer(api.POST('/api/notifications/read', { body: null })),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: billingKeys.notifications });
      const previous = queryClient.getQueryData<NotificationList>(billingKeys.notifications);
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(billingKeys.notifications, (list) =>
        list
          ? {
              unreadCount: 0,
              notifications: list.notifications.map((item) =>
                item.readAt ? item : { ...item, readAt: now },
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(billingKeys.notifications, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: billingKeys.notifications });
    },
  });
}
