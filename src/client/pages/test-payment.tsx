import { ArrowLeft, ArrowRight, AudioLines, Check, FlaskConical, LogIn, Tag } from 'lucide-react';
import { useState } from 'react';
import { getPlan, PLANS } from '../../common/plans';
import { PaymentStep } from '../components/billing/payment-step';
import { DiagnosticsNotice } from '../components/diagnostics-notice';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../lib/account/auth';
import { useVoiceClaims } from '../lib/audio/use-voice-claims';
import { useBillingConfig, useCreateTestSubscription } from '../lib/billing/billing';
import { toast } from '../lib/ui/use-toast';

const SETUP_ISSUE = 'Payment Setup Issue - Unable to initialize payment system.';
// What the test checkout buys (the server's no-body request): Starter, monthly.
const TEST_PLAN = getPlan('starter');
const cheapest = Math.min(...PLANS.map((plan) => plan.monthlyPrice));
const limits = PLANS.map((plan) => plan.speechLimit);

// The voices' line comes first, from voiceClaims: what may be said depends on the engine in use.
const OTHER_INCLUDED = [
  `${Math.min(...limits)} to ${Math.max(...limits)} speeches a month, depending on your plan`,
  'Every tone, voice style and speech length',
  'Mood tracking, goals and personalisation',
  'Cancel anytime. No long-term commitments.',
];

function SignInNotice() {
  return (
    <div className="space-y-3 rounded-md border bg-muted/60 p-4 text-sm">
      <p>You need to sign in before you can test a subscription: the payment is attached to your account.</p>
      <Button asChild>
        {/* A full page: sign-in lives on its own HTML page. */}
        <a href="/login.html">
          <LogIn aria-hidden />
          Sign in to continue
        </a>
      </Button>
    </div>
  );
}

/** With a live key real money would move: the test checkout is off, and the plans are on /pricing. */
function TestPaymentsOff() {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Test payments are off</CardTitle>
        <CardDescription>
          This server takes real payments, so there is no test checkout here. To subscribe, choose a plan on
          the pricing page.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <Button asChild>
          <a href="/pricing">
            See the plans
            <ArrowRight aria-hidden />
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The test payment page: a Starter subscription checkout that goes straight to the payment form, while the
 * payments are Stripe's test mode.
 */
export default function TestPaymentPage() {
  const { user } = useAuth();
  const config = useBillingConfig();
  const create = useCreateTestSubscription();
  const voices = useVoiceClaims();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [issue, setIssue] = useState(false);
  const publishableKey = config.data?.stripePublishableKey ?? null;
  const live = config.data?.liveMode ?? false;

  function fail() {
    setIssue(true);
    toast({
      title: 'Payment Setup Issue',
      description: 'Unable to initialize payment system.',
      variant: 'destructive',
    });
  }

  async function start() {
    setIssue(false);
    const latest = config.data?.stripePublishableKey ? config.data : (await config.refetch()).data;
    if (latest?.liveMode) return; // the page now says test payments are off
    if (!latest?.stripePublishableKey) return fail();
    create.mutate(undefined, {
      onSuccess: ({ clientSecret: secret }) => setClientSecret(secret),
      onError: fail,
    });
  }

  return (
    <main className="min-h-dvh bg-muted/40 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-4xl space-y-6">
        <DiagnosticsNotice purpose="It is for trying the subscription checkout with Stripe's test cards, while payments are in test mode." />
        <a
          href="/"
          className="inline-flex items-center gap-1 rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to App
        </a>
        <div className="space-y-2">
          {live ? null : (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
              <FlaskConical aria-hidden className="size-3.5" />
              Test mode
            </p>
          )}
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Test Payment</h1>
          {live ? null : (
            <p className="text-muted-foreground">
              Try the subscription checkout end to end with a test card.
            </p>
          )}
        </div>

        {live ? (
          <TestPaymentsOff />
        ) : clientSecret && publishableKey ? (
          <PaymentStep
            plan={TEST_PLAN}
            cycle="monthly"
            clientSecret={clientSecret}
            publishableKey={publishableKey}
          />
        ) : (
          <Card>
            <CardHeader className="p-4 sm:p-6">
              <CardTitle>Test subscription</CardTitle>
              <CardDescription>
                Starting ${cheapest}/month — the {TEST_PLAN.name} plan, {TEST_PLAN.speechLimit} speeches a
                month, billed monthly.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-5 p-4 pt-0 sm:p-6 sm:pt-0">
              <ul className="space-y-2 text-sm">
                {[voices.benefit.title, ...OTHER_INCLUDED].map((item) => (
                  <li key={item} className="flex gap-2">
                    {item.startsWith('6 ') ? (
                      <AudioLines aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    ) : (
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    )}
                    {item}
                  </li>
                ))}
              </ul>
              <p className="flex gap-2 rounded-md bg-secondary p-3 text-secondary-foreground text-sm">
                <Tag aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  Joined the beta? Your beta discount code unlocks a plan for free — enter it under 'Have a
                  discount code?' on the{' '}
                  {user ? (
                    <a href="/subscribe" className="font-medium underline underline-offset-4">
                      subscribe page
                    </a>
                  ) : (
                    'subscribe page once you have signed in'
                  )}
                  .
                </span>
              </p>

              {issue ? (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
                >
                  {SETUP_ISSUE}
                </p>
              ) : null}

              {user ? (
                <Button size="lg" className="w-full sm:w-auto" onClick={start} disabled={create.isPending}>
                  {create.isPending ? 'Setting up...' : 'Start test checkout'}
                </Button>
              ) : (
                <SignInNotice />
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </main>
  );
}
