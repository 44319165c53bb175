import { useQueryClient } from '@tanstack/react-query';
import { ArrowUpRight, CreditCard, Gauge, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../../common/format-date';
import { USAGE_WARNING_RATIO } from '../../../common/limits';
import { getPlan } from '../../../common/plans';
import type { SubscriptionStatus } from '../../lib/billing/billing';
import {
  billingKeys,
  httpStatusOf,
  tierName,
  useBillingPortal,
  useSubscriptionStatus,
} from '../../lib/billing/billing';
import { errorMessage } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { RetryError } from '../wellbeing/retry-error';

function UsageBar({ used, limit, warn }: { used: number; limit: number; warn: boolean }) {
  const ratio = limit > 0 ? Math.min(1, Math.max(0, used / limit)) : 1;
  return (
    <div
      role="progressbar"
      aria-label="Speeches used"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={`${used} of ${limit} speeches used`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn('h-full rounded-full transition-[width]', warn ? 'bg-amber-600' : 'bg-primary')}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}

function ManageSubscription() {
  const portal = useBillingPortal();
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-full"
      disabled={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: (error) => {
            const status = httpStatusOf(error);
            toast({
              title: status === 503 ? 'Billing Unavailable' : 'Error',
              description:
                status === 503
                  ? "Managing your subscription online isn't available right now. Please try again later."
                  : status === 404
                    ? errorMessage(error, 'There is no paid subscription to manage.')
                    : 'Failed to open subscription management. Please try again.',
              variant: 'destructive',
            });
          },
        })
      }
    >
      <CreditCard aria-hidden />
      {portal.isPending ? 'Opening...' : 'Manage subscription'}
    </Button>
  );
}

function Usage({ status }: { status: SubscriptionStatus }) {
  const { speechesUsed: used, speechLimit: limit, currentTier, suggestedTier } = status;
  const active = status.subscriptionStatus === 'active';
  const warn = limit > 0 ? used / limit >= USAGE_WARNING_RATIO : true;
  const atLimit = used >= limit;
  const next = suggestedTier ? getPlan(suggestedTier) : undefined;
  const periodEnd = status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : '';

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold" data-testid="current-plan">
            {tierName(currentTier)}
          </span>{' '}
          <span className="text-muted-foreground">
            {active ? `plan · renews ${status.billingCycle}` : 'plan'}
          </span>
        </p>
        {active ? (
          <span className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground text-xs">
            Active
          </span>
        ) : null}
      </div>

      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">Speeches used</span>
          <span
            data-testid="usage-count"
            className={cn('tabular-nums', warn ? 'font-semibold text-amber-800' : 'text-muted-foreground')}
          >
            {used} / {limit}
          </span>
        </div>
        <UsageBar used={used} limit={limit} warn={warn} />
        <p className="text-muted-foreground text-xs">
          {status.speechesRemaining} {status.speechesRemaining === 1 ? 'speech' : 'speeches'} left
          {active ? ' this period' : ' on the free plan'}
        </p>
      </div>

      {warn ? (
        <p
          role="status"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {atLimit
            ? `You've used all ${limit} speeches${active ? ' for this period' : ''}.`
            : `You've used ${status.usagePercentage}% of your speeches${active ? ' this period' : ''}.`}
        </p>
      ) : null}

      {status.shouldShowUpgrade && next ? (
        <div className="space-y-2 rounded-md bg-secondary p-3 text-secondary-foreground text-sm">
          <p>
            Upgrade to <span className="font-semibold">{next.name}</span> for {next.speechLimit} speeches a
            month{active ? ', or wait for your speeches to reset.' : ` — just $${next.monthlyPrice}/month.`}
          </p>
          <Button asChild size="sm" className="w-full">
            <Link href="/pricing">
              Upgrade to {next.name}
              <ArrowUpRight aria-hidden />
            </Link>
          </Button>
        </div>
      ) : !active ? (
        <Link
          href="/pricing"
          className="inline-flex items-center gap-1 rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          See plans from ${getPlan('starter').monthlyPrice}/month
          <ArrowUpRight aria-hidden className="size-3.5" />
        </Link>
      ) : null}

      {active ? (
        <div className="space-y-2 border-t pt-3">
          {periodEnd ? (
            <p className="text-muted-foreground text-xs">
              Current period ends <span className="font-medium text-foreground">{periodEnd}</span>; your
              speeches reset then.
            </p>
          ) : null}
          {status.canManageBilling ? <ManageSubscription /> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The dashboard's subscription usage card: plan, used/limit with a bar, the ≥ 80% warning,
 * the upgrade prompt and, for subscribers, the billing portal. `speechesUsed` (from the dashboard user)
 * refreshes it — and the bell, since a speech can bring a usage notification — after each new speech.
 */
export function SubscriptionUsageCard({ speechesUsed }: { speechesUsed?: number }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error, refetch, isFetching } = useSubscriptionStatus();
  const seen = useRef(speechesUsed);

  useEffect(() => {
    if (seen.current === speechesUsed) return;
    seen.current = speechesUsed;
    void queryClient.invalidateQueries({ queryKey: billingKeys.status });
    void queryClient.invalidateQueries({ queryKey: billingKeys.notifications });
  }, [speechesUsed, queryClient]);

  return (
    <Card id="subscription-usage" role="region" aria-labelledby="subscription-usage-title">
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle id="subscription-usage-title" className="flex items-center gap-2">
          <Gauge aria-hidden className="size-5 text-primary" />
          Your Plan
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {isLoading ? (
          <div role="status" aria-label="Loading your plan" className="space-y-3">
            <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-2.5 animate-pulse rounded-full bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        ) : error || !data ? (
          <RetryError what="your plan" onRetry={() => refetch()} busy={isFetching} />
        ) : (
          <Usage status={data} />
        )}
      </CardContent>
    </Card>
  );
}
