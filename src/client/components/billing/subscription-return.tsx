import { useQueryClient } from '@tanstack/react-query';
import { getPlan } from '../../../common/plans';
import type { SubscriptionStatus } from '../../lib/billing/billing';
import { billingKeys, refreshSubscription, takePendingPlan } from '../../lib/billing/billing';
import { useRunOnce } from '../../lib/ui/use-run-once';
import { toast } from '../../lib/ui/use-toast';

/** True when this page load is Stripe's return after a payment (the site root with ?subscription=success). */
function isPaymentReturn(): boolean {
  return new URLSearchParams(window.location.search).get('subscription') === 'success';
}

/** Drops the flag from the address, so a reload or a shared link doesn't congratulate again. */
function clearReturnFlag(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('subscription');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Mounted on the dashboard: after Stripe sends the browser back from a payment, refresh the status (and
 * everything that shows the plan), then say 'Payment Successful', naming the plan. Renders nothing.
 */
export function SubscriptionReturn() {
  const queryClient = useQueryClient();
  useRunOnce(() => {
    if (!isPaymentReturn()) return;
    clearReturnFlag();
    const pending = takePendingPlan();
    void Promise.all([
      refreshSubscription(queryClient),
      // Fetched even when nothing on the page shows it yet, so the toast can name the plan.
      queryClient.fetchQuery<SubscriptionStatus>({ queryKey: billingKeys.status, staleTime: 0 }),
    ])
      .catch(() => undefined)
      .then(() => {
        const status = queryClient.getQueryData<SubscriptionStatus>(billingKeys.status);
        const tier = status && status.currentTier !== 'free' ? status.currentTier : pending;
        const plan = tier ? getPlan(tier)?.name : undefined;
        toast({
          title: 'Payment Successful',
          description: `Welcome to ${plan ?? 'your new plan'}! Your subscription is now active.`,
        });
      });
  });
  return null;
}
