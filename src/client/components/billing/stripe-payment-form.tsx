import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { REDIRECT_DELAY_MS } from '../../../common/limits';
import type { Plan } from '../../../common/plans';
import { refreshSubscription, rememberPendingPlan, takePendingPlan } from '../../lib/billing/billing';
import { toast } from '../../lib/ui/use-toast';
import { Button } from '../ui/button';
import { FormLoading } from './form-loading';
import { getStripe } from './stripe';

// This module (and @stripe/react-stripe-js with it) is a lazy chunk of the subscribe and test-payment
// pages, loaded only once the server has handed over a client secret.

/** Stripe's iframe can't read our CSS, so the brand tokens are read from it and passed in. */
function appearance(): Appearance {
  const styles = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-primary', '#6d28d9'),
      colorText: token('--color-foreground', '#1f1637'),
      colorDanger: token('--color-destructive', '#b91c1c'),
      colorBackground: token('--color-background', '#ffffff'),
      borderRadius: '8px',
      fontFamily:
        'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  };
}

/** Where Stripe sends the browser back after a redirect-based payment: the site root with ?subscription=success. */
const returnUrl = () => `${window.location.origin}/?subscription=success`;

const INIT_FAILED = 'Failed to initialize payment. Please try again.';
const PAYMENT_ELEMENT_OPTIONS = { layout: 'tabs' } as const;

type Props = { publishableKey: string; clientSecret: string; plan: Plan };

export default function StripePaymentForm({ publishableKey, clientSecret, plan }: Props) {
  const [failed, setFailed] = useState(false);
  const [stripePromise] = useState<Promise<Stripe | null>>(() =>
    getStripe(publishableKey).catch(() => {
      setFailed(true);
      return null;
    }),
  );
  const [options] = useState(() => ({ clientSecret, appearance: appearance() }));

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: INIT_FAILED, variant: 'destructive' });
  }, [failed]);

  if (failed) {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
      >
        We couldn't load the secure payment form. Check your connection, then reload the page to try again.
      </p>
    );
  }
  return (
    <Elements stripe={stripePromise} options={options}>
      <CheckoutForm plan={plan} onLoadError={() => setFailed(true)} />
    </Elements>
  );
}

function CheckoutForm({ plan, onLoadError }: { plan: Plan; onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    // Named again by the dashboard if Stripe takes the browser away (3-D Secure, bank redirects).
    rememberPendingPlan(plan.id);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl() },
        redirect: 'if_required',
      });
      if (error) {
        takePendingPlan();
        toast({
          title: 'Payment Failed',
          description: error.message ?? 'Your payment could not be completed.',
          variant: 'destructive',
        });
        setProcessing(false);
        return;
      }
      takePendingPlan();
      toast({
        title: 'Payment Successful',
        description: `Welcome to ${plan.name}! Your subscription is now active.`,
      });
      void refreshSubscription(queryClient);
      // Stays 'Processing...' until the redirect, so nobody pays twice.
      redirect.current = setTimeout(() => {
        void refreshSubscription(queryClient);
        navigate('/');
      }, REDIRECT_DELAY_MS.paymentSuccess);
    } catch {
      takePendingPlan();
      toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label={`Pay for ${plan.name}`}>
      {ready ? null : <FormLoading />}
      <PaymentElement
        options={PAYMENT_ELEMENT_OPTIONS}
        onReady={() => setReady(true)}
        onLoadError={onLoadError}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!stripe || !elements || !ready || processing}
      >
        <Lock aria-hidden />
        {processing ? 'Processing...' : `Subscribe to ${plan.name}`}
      </Button>
      <p className="text-center text-muted-foreground text-xs">Cancel anytime. No long-term commitments.</p>
    </form>
  );
}
