import {
  ArrowLeft,
  ArrowRight,
  AudioLines,
  Check,
  HeartHandshake,
  type LucideIcon,
  Sparkles,
  Target,
} from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Link } from 'wouter';
import type { BillingCycle } from '../../common/enums';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { PLANS, type Plan, speechesPerDay, YEARLY_DISCOUNT_PERCENT } from '../../common/plans';
import { BillingToggle } from '../components/billing/billing-toggle';
import { DEFAULT_TIER, planPricing, subscribeHref } from '../components/billing/pricing';
import { Button } from '../components/ui/button';
import { signUpThenHref } from '../lib/account/sign-up-then';
import { useVoiceClaims } from '../lib/audio/use-voice-claims';
import { tierName, useSubscriptionStatus } from '../lib/billing/billing';
import { cn } from '../lib/ui/cn';

type Benefit = { title: string; text: string; Icon: LucideIcon };

// The voices' benefit comes from voiceClaims: what may be said depends on the engine in use.
const OTHER_BENEFITS: Benefit[] = [
  {
    title: 'Personalisation that learns',
    text: 'Rate your speeches and each new one fits you better: the tone, the length, the words that land.',
    Icon: Sparkles,
  },
  {
    title: 'Goals and mood tracking',
    text: 'Set goals for the moments that matter and see how your energy and confidence grow.',
    Icon: Target,
  },
  {
    title: 'Cancel anytime',
    text: 'No long-term commitments. Change or cancel your plan whenever you like.',
    Icon: HeartHandshake,
  },
];

// The pricing FAQ: plan changes, the limit, roll-over, and what the free account gets: its speeches are for good
// (they never reset), while every paid plan's allowance renews monthly, yearly billing included.
const FAQ: { question: string; answer: string }[] = [
  {
    question: 'What do I get for free?',
    answer: `A free account gets ${FREE_SPEECH_LIMIT} speeches in all, to try Uplift: they don't reset. Paid plans renew monthly, with a fresh allowance of speeches every month.`,
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can upgrade or downgrade at any time, and the change takes effect at the start of your next billing cycle.',
  },
  {
    question: 'What happens when I reach my speech limit?',
    answer:
      "We'll let you know with a notification when you're close to your limit. On a paid plan you can then upgrade to a bigger plan, or wait for your speeches to renew at the start of your next month. Free speeches don't renew: pick a plan to keep going.",
  },
  {
    question: 'Do unused speeches roll over?',
    answer:
      "No. Each month starts with your plan's full allowance, on yearly billing too, and unused speeches don't roll over.",
  },
];

/**
 * To a plan's checkout; signed out, through sign-up first (its own page), which then goes on to it. Other
 * props (a Button's classes, through asChild) go to the link.
 */
function CheckoutLink({
  href,
  signedIn,
  ...link
}: ComponentProps<'a'> & { href: string; signedIn: boolean }) {
  return signedIn ? <Link href={href} {...link} /> : <a href={signUpThenHref(href)} {...link} />;
}

type PlanCardProps = { plan: Plan; cycle: BillingCycle; isCurrent: boolean; signedIn: boolean };

function PlanCard({ plan, cycle, isCurrent, signedIn }: PlanCardProps) {
  const { perMonth, yearlySaving } = planPricing(plan, cycle);
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-xl bg-card p-6',
        plan.popular ? 'border-2 border-primary shadow-md md:-my-2 md:py-8' : 'border shadow-sm',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-xs shadow-sm">
          Most Popular
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-xl">
          {plan.name}
        </h2>
        {isCurrent ? (
          <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground text-xs">
            Your plan
          </span>
        ) : null}
      </div>

      <div className="mt-4" data-testid="plan-price">
        <p className="flex items-baseline gap-1">
          <span className="font-bold text-4xl tracking-tight">${perMonth}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <p className="mt-1 min-h-10 text-muted-foreground text-sm">
          {cycle === 'yearly' ? (
            <>
              Billed ${plan.yearlyPrice} annually.{' '}
              <span className="font-medium text-primary">You save ${yearlySaving} a year.</span>
            </>
          ) : (
            <>
              Billed monthly. Pay yearly (${plan.yearlyPrice}) and save ${yearlySaving}.
            </>
          )}
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-muted/70 p-3 text-center">
        <div>
          <dt className="text-muted-foreground text-xs">Speeches / month</dt>
          <dd className="font-semibold text-lg tabular-nums">{plan.speechLimit}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Speeches / day</dt>
          <dd className="font-semibold text-lg tabular-nums">{speechesPerDay(plan.speechLimit)}</dd>
        </div>
      </dl>

      <ul className="mt-5 flex-1 space-y-2.5 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-6 w-full">
        <CheckoutLink href={subscribeHref(plan.id, cycle)} signedIn={signedIn}>
          Choose {plan.name}
          <span className="sr-only">, {cycle === 'yearly' ? 'billed yearly' : 'billed monthly'}</span>
        </CheckoutLink>
      </Button>
    </article>
  );
}

/**
 * The pricing page: plans with monthly and yearly prices, benefits, FAQ, and the way on to subscribe.
 * Visitors see it too (`signedIn` false): the plans lead through sign-up to the same checkout.
 */
export default function PricingPage({ signedIn = true }: { signedIn?: boolean }) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const status = useSubscriptionStatus({ enabled: signedIn });
  const currentTier = status.data?.subscriptionStatus === 'active' ? status.data.currentTier : null;
  const { benefit } = useVoiceClaims();
  const benefits: Benefit[] = [{ ...benefit, Icon: AudioLines }, ...OTHER_BENEFITS];

  return (
    <div className="mx-auto max-w-6xl space-y-14 pb-6">
      <div className="space-y-4 text-center">
        <Link
          href="/"
          className="inline-flex items-center gap-1 rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {signedIn ? 'Back to App' : 'Back to home'}
        </Link>
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Simple plans for every goal</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground sm:text-lg">
          Start with 3 free speeches. When you want more, pick the plan that fits how often you need a lift —
          every plan has all six voices and every feature.
        </p>
        <BillingToggle value={cycle} onChange={setCycle} className="pt-2" />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {cycle === 'yearly'
            ? `Yearly prices shown per month, with ${YEARLY_DISCOUNT_PERCENT}% off.`
            : `Switch to yearly and save ${YEARLY_DISCOUNT_PERCENT}%.`}
        </p>
      </div>

      <section aria-label="Plans" className="grid items-stretch gap-8 md:grid-cols-3 md:gap-6">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            isCurrent={currentTier === plan.id}
            signedIn={signedIn}
          />
        ))}
      </section>

      <section aria-labelledby="benefits-title" className="space-y-6">
        <h2 id="benefits-title" className="text-center font-bold text-2xl tracking-tight">
          Every plan includes
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-lg border bg-card p-5 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl space-y-4">
        <h2 id="faq-title" className="text-center font-bold text-2xl tracking-tight">
          Frequently asked questions
        </h2>
        <dl className="divide-y rounded-lg border bg-card shadow-sm">
          {FAQ.map(({ question, answer }) => (
            <div key={question} className="space-y-1.5 px-5 py-4">
              <dt className="font-semibold">{question}</dt>
              <dd className="text-muted-foreground text-sm">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="cta-title"
        className="rounded-xl bg-primary px-6 py-10 text-center text-primary-foreground shadow-md"
      >
        <h2 id="cta-title" className="font-bold text-2xl tracking-tight">
          Ready to hear what you're capable of?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-primary-foreground/85">
          {currentTier
            ? `You're on ${tierName(currentTier)}. Thanks for being part of Uplift.`
            : `Most people choose ${tierName(DEFAULT_TIER)}: ${PLANS.find((plan) => plan.id === DEFAULT_TIER)?.speechLimit} speeches a month.`}
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <CheckoutLink href={subscribeHref(DEFAULT_TIER, cycle)} signedIn={signedIn}>
              Get Started Today
              <ArrowRight aria-hidden />
            </CheckoutLink>
          </Button>
          <Link
            href="/"
            className="rounded-md px-3 py-2 font-medium text-primary-foreground underline underline-offset-4 hover:text-primary-foreground/85"
          >
            {signedIn ? 'Back to App' : 'Back to home'}
          </Link>
        </div>
      </section>
    </div>
  );
}
