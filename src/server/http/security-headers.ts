import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers with a CSP that allows exactly what the client uses: its own scripts, inline styles
 * from Radix, and Stripe.js with its iframes on the payment pages (Stripe's documented CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app's audio and images are same-origin; the default 'require-corp' would buy nothing here.
    crossOriginEmbedderPolicy: false,
    // Not helmet's 'no-referrer': under it browsers send `Origin: null` on POSTs, which the CSRF check refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
