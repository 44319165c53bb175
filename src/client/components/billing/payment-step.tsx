import { ArrowLeft, Check, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { BillingCycle } from '../../../common/enums';
import type { Plan } from '../../../common/plans';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormLoading } from './form-loading';
import { billedAnnually, planPricing } from './pricing';

// Stripe's React bindings and Stripe.js itself load only when a payment form is actually shown.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** What the plan gives and costs: the benefits, the price per month and, for yearly, what is billed. */
function PlanSummary({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { perMonth } = planPricing(plan, cycle);
  return (
    <div className="space-y-4">
      <div>
        <p className="flex items-baseline gap-1">
          <span className="font-bold text-4xl tracking-tight">${perMonth}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <p className="mt-1 text-muted-foreground text-sm">
          {cycle === 'yearly' ? billedAnnually(plan) : 'Billed monthly'}
        </p>
      </div>
      <ul className="space-y-2 text-sm" aria-label={`${plan.name} benefits`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The subscribe flow's payment step: the plan's benefits and price beside Stripe's payment form for the
 * client secret the server returned.
 */
export function PaymentStep({
  plan,
  cycle,
  clientSecret,
  publishableKey,
  onBack,
}: {
  plan: Plan;
  cycle: BillingCycle;
  clientSecret: string;
  publishableKey: string;
  onBack?: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-2">
        <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
          <CardTitle>{plan.name} plan</CardTitle>
          <CardDescription>{cycle === 'yearly' ? 'Yearly billing' : 'Monthly billing'}</CardDescription>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <PlanSummary plan={plan} cycle={cycle} />
          {onBack ? (
            <Button variant="link" className="mt-4 h-auto px-0" onClick={onBack}>
              <ArrowLeft aria-hidden />
              Change plan
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Card className="order-first lg:order-none lg:col-span-3">
        <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
          <CardTitle id="payment-details-title">Payment details</CardTitle>
          <CardDescription className="flex items-center gap-1.5">
            <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
            Secured by Stripe. Your card details never touch our servers.
          </CardDescription>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <Suspense fallback={<FormLoading />}>
            <StripePaymentForm publishableKey={publishableKey} clientSecret={clientSecret} plan={plan} />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
