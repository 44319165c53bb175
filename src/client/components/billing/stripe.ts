import type { Stripe } from '@stripe/stripe-js';

// Stripe.js is fetched from Stripe's servers, and only here: the `pure` entry adds no script until
// loadStripe is called, and this module is reached only from the subscribe and test-payment pages once
// a publishable key is known (the pages themselves are lazy chunks).
let loaded: { key: string; promise: Promise<Stripe | null> } | null = null;

export function getStripe(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.key !== publishableKey) {
    const promise = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed load (offline, blocked) is not cached, so trying again fetches it afresh.
    promise.catch(() => {
      if (loaded?.promise === promise) loaded = null;
    });
    loaded = { key: publishableKey, promise };
  }
  return loaded.promise;
}
