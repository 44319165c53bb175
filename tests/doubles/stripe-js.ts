// TEST DOUBLE of Stripe.js (https://js.stripe.com/v3), served by the Stripe API double for offline
// development. It has what @stripe/react-stripe-js and the app use — Stripe(), elements() with a
// Payment Element that shows a note instead of card fields, confirmPayment() — and confirms the payment
// as Stripe.js does: POST /v1/payment_intents/{id}/confirm with the publishable key, the client secret
// and the return URL, to the API at `apiUrl` (the double, or a page route standing in for Stripe's). The double then completes the subscription and sends its webhooks.

/** What the double's Payment Element shows in place of card fields. */
export const PAYMENT_ELEMENT_NOTE = 'Test payment (local Stripe double): no card needed, nothing is charged.';

export function stripeJsDouble(apiUrl: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiUrl)};
  const NOTE = ${JSON.stringify(PAYMENT_ELEMENT_NOTE)};
  function Stripe(key) {
    let clientSecret = null;
    return {
      _registerWrapper() {}, registerAppInfo() {},
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements(options) {
        clientSecret = options.clientSecret;
        return {
          update() {}, getElement() { return null; }, submit() { return Promise.resolve({}); },
          create(type) {
            const handlers = {};
            let note = null;
            return {
              mount(node) {
                note = document.createElement('p');
                note.textContent = NOTE;
                node.appendChild(note);
                setTimeout(() => (handlers.ready || []).forEach((handler) => handler({ elementType: type })));
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); },
              update() {}, destroy() { note?.remove(); }, unmount() { note?.remove(); },
            };
          },
        };
      },
      async confirmPayment({ confirmParams, redirect }) {
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch(API + '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
          method: 'POST',
          body: new URLSearchParams({ key, client_secret: clientSecret, return_url: confirmParams.return_url }),
        });
        const body = await response.json();
        if (!response.ok) return { error: body.error };
        if (redirect !== 'if_required') window.location.assign(confirmParams.return_url);
        return { paymentIntent: body };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
}
