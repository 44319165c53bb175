import { CreditCard } from 'lucide-react';
import type { Ref } from 'react';

/**
 * Without the payment provider's key (or when the server says it has none) the page says
 * 'Payment System Unavailable' — plainly, with what still works.
 */
export function PaymentUnavailable({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section
      role="alert"
      aria-labelledby="payment-unavailable-title"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <CreditCard aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="space-y-1">
        <h2 id="payment-unavailable-title" ref={headingRef} tabIndex={-1} className="font-semibold">
          Payment System Unavailable
        </h2>
        <p className="text-sm">
          Card payments aren't switched on right now, so we can't take a payment. Nothing has been charged. If
          you have a discount code, you can still use it below to unlock your plan — or try again later.
        </p>
      </div>
    </section>
  );
}
