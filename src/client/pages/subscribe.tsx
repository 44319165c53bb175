import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { BillingCycle, PaidTier } from '../../common/enums';
import { getPlan, PLANS, type Plan, speechesPerDay } from '../../common/plans';
import { BillingToggle } from '../components/billing/billing-toggle';
import { DiscountCode } from '../components/billing/discount-code';
import { PaymentStep } from '../components/billing/payment-step';
import { PaymentUnavailable } from '../components/billing/payment-unavailable';
import { cycleParam, extraFeatures, planPricing, tierParam } from '../components/billing/pricing';
import { Button } from '../components/ui/button';
import {
  httpStatusOf,
  isPaymentUnavailable,
  tierName,
  useBillingConfig,
  useCreateSubscription,
  useSubscriptionStatus,
} from '../lib/billing/billing';
import { errorMessage } from '../lib/speech/speeches';
import { cn } from '../lib/ui/cn';
import { toast } from '../lib/ui/use-toast';

const CARD_FEATURES = 3;

function PlanOption({
  plan,
  cycle,
  checked,
  onSelect,
  disabled,
}: {
  plan: Plan;
  cycle: BillingCycle;
  checked: boolean;
  onSelect: () => void;
  disabled: boolean;
}) {
  const { perMonth } = planPricing(plan, cycle);
  const titleId = `plan-option-${plan.id}`;
  const detailsId = `plan-option-${plan.id}-details`;
  return (
    <label
      data-testid={`plan-option-${plan.id}`}
      className={cn(
        'relative flex cursor-pointer flex-col rounded-lg border-2 bg-card p-4 shadow-sm transition-colors sm:p-5',
        'hover:border-primary/60',
        'has-[:checked]:border-primary has-[:checked]:bg-accent',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        plan.popular ? 'border-primary/40' : 'border-border',
      )}
    >
      <input
        type="radio"
        name="plan"
        value={plan.id}
        checked={checked}
        onChange={onSelect}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
      <span className="flex items-start justify-between gap-2">
        <span id={titleId} className="font-semibold text-lg">
          {plan.name}
        </span>
        <span
          aria-hidden
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
            checked ? 'border-primary bg-primary' : 'border-input bg-background',
          )}
        >
          {checked ? <Check className="size-3 text-primary-foreground" strokeWidth={3} /> : null}
        </span>
      </span>
      {plan.popular ? (
        <span className="absolute -top-3 left-4 rounded-full bg-primary px-2.5 py-0.5 font-semibold text-primary-foreground text-xs shadow-sm">
          Most Popular
        </span>
      ) : null}
      <span id={detailsId} className="mt-2 flex flex-col gap-2">
        <span>
          <span className="font-bold text-3xl tracking-tight">${perMonth}</span>
          <span className="text-muted-foreground text-sm">/month</span>
          {cycle === 'yearly' ? (
            <span className="block text-muted-foreground text-xs">Billed ${plan.yearlyPrice} annually</span>
          ) : (
            <span className="block text-muted-foreground text-xs">Billed monthly</span>
          )}
        </span>
        <span className="font-medium text-sm">
          {plan.speechLimit} speeches per month · about {speechesPerDay(plan.speechLimit)} a day
        </span>
        <span className="flex flex-col gap-1 text-muted-foreground text-sm">
          {extraFeatures(plan)
            .slice(0, CARD_FEATURES)
            .map((feature) => (
              <span key={feature} className="flex gap-1.5">
                <Check aria-hidden className="mt-0.5 size-3.5 shrink-0 text-primary" />
                {feature}
              </span>
            ))}
        </span>
      </span>
    </label>
  );
}

/** The subscribe page: choose a plan and billing cycle, then pay with Stripe — or use a discount code. */
export default function SubscribePage() {
  const search = useSearch();
  const [tier, setTier] = useState<PaidTier>(() => tierParam(new URLSearchParams(search).get('tier')));
  const [cycle, setCycle] = useState<BillingCycle>(() =>
    cycleParam(new URLSearchParams(search).get('billing')),
  );
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [discountOpen, setDiscountOpen] = useState(false);
  const config = useBillingConfig();
  const status = useSubscriptionStatus();
  const create = useCreateSubscription();
  const unavailableRef = useRef<HTMLHeadingElement>(null);
  const paymentRef = useRef<HTMLDivElement>(null);

  const plan = getPlan(tier);
  const publishableKey = config.data?.stripePublishableKey ?? null;
  const busy = create.isPending || config.isLoading;

  // New query parameters (e.g. another plan chosen from the header while here) choose again.
  useEffect(() => {
    const params = new URLSearchParams(search);
    setTier(tierParam(params.get('tier')));
    setCycle(cycleParam(params.get('billing')));
  }, [search]);

  useEffect(() => {
    if (unavailable) unavailableRef.current?.focus();
  }, [unavailable]);
  useEffect(() => {
    if (clientSecret) paymentRef.current?.focus();
  }, [clientSecret]);

  function showUnavailable() {
    setUnavailable(true);
    setDiscountOpen(true);
  }

  async function handleContinue() {
    if (busy) return;
    const key = config.data?.stripePublishableKey ?? (await config.refetch()).data?.stripePublishableKey;
    // No key: no form could take the payment, so don't start a subscription that can't be paid.
    if (!key) return showUnavailable();
    create.mutate(
      { tier, billingCycle: cycle },
      {
        onSuccess: ({ clientSecret: secret }) => {
          setUnavailable(false);
          setClientSecret(secret);
        },
        onError: (error) => {
          if (isPaymentUnavailable(error)) return showUnavailable();
          // Already subscribed: the server says where to go instead; anything else gets the generic text.
          const description =
            httpStatusOf(error) === 409
              ? errorMessage(error, 'Failed to initialize payment. Please try again.')
              : 'Failed to initialize payment. Please try again.';
          toast({ title: 'Error', description, variant: 'destructive' });
        },
      },
    );
  }

  const current = status.data;
  const subscribed = current?.subscriptionStatus === 'active' && current.currentTier !== 'free';

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div className="space-y-3 text-center">
        <Link
          href="/pricing"
          className="inline-flex items-center gap-1 rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Compare plans
        </Link>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
          {clientSecret ? 'Complete your subscription' : 'Choose your plan'}
        </h1>
        <p className="mx-auto max-w-xl text-muted-foreground">
          {clientSecret
            ? `You're subscribing to ${plan.name}: $${planPricing(plan, cycle).perMonth}/month, ${
                cycle === 'yearly' ? `billed $${plan.yearlyPrice} annually` : 'billed monthly'
              }.`
            : 'More speeches every month, with every voice and feature included. Cancel anytime.'}
        </p>
        {subscribed && !clientSecret ? (
          <p className="mx-auto max-w-xl rounded-md bg-secondary px-3 py-2 text-secondary-foreground text-sm">
            You're on {tierName(current.currentTier)}.
            {current.canManageBilling
              ? ' To switch plans, use Manage subscription on your dashboard — changes take effect at your next billing cycle.'
              : ''}
          </p>
        ) : null}
      </div>

      {clientSecret && publishableKey ? (
        <div ref={paymentRef} tabIndex={-1} className="outline-none">
          <PaymentStep
            plan={plan}
            cycle={cycle}
            clientSecret={clientSecret}
            publishableKey={publishableKey}
            onBack={() => {
              setClientSecret(null);
              create.reset();
            }}
          />
        </div>
      ) : (
        <div className="space-y-6">
          <BillingToggle value={cycle} onChange={setCycle} disabled={create.isPending} />
          <fieldset className="min-w-0">
            <legend className="sr-only">Plan</legend>
            <div className="grid gap-5 pt-2 md:grid-cols-3">
              {PLANS.map((option) => (
                <PlanOption
                  key={option.id}
                  plan={option}
                  cycle={cycle}
                  checked={tier === option.id}
                  onSelect={() => setTier(option.id)}
                  disabled={create.isPending}
                />
              ))}
            </div>
          </fieldset>

          {unavailable ? <PaymentUnavailable headingRef={unavailableRef} /> : null}

          <div className="mx-auto flex max-w-md flex-col items-stretch gap-4">
            <Button size="lg" onClick={handleContinue} disabled={busy}>
              {create.isPending ? 'Setting up...' : 'Continue'}
              {create.isPending ? null : <ArrowRight aria-hidden />}
            </Button>
            <p className="text-center text-muted-foreground text-xs">
              {plan.name}: ${planPricing(plan, cycle).charged} {cycle === 'yearly' ? 'a year' : 'a month'}.
              Cancel anytime. No long-term commitments.
            </p>
            <DiscountCode open={discountOpen} onOpenChange={setDiscountOpen} />
          </div>
        </div>
      )}
    </div>
  );
}
