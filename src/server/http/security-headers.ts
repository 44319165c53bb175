import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Headers that only mean something on a document. The hashed scripts and styles under /assets are never
// one, and a page loads dozens of them: these were ~0.6 KB of every chunk's response on a phone network.
// nosniff, CORP, HSTS and the referrer policy (which a stylesheet's own requests follow) stay.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

// Powerful features a page of ours may use: the microphone (speaking a context), and payments through
// Stripe.js on the payment pages. The rest are off, for our pages and anything framed in them.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=(self)',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
].join(', ');

/**
 * Helmet's headers, a Permissions-Policy with a CSP that allows exactly what the client uses: its own scripts, inline styles
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
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/'))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
}
