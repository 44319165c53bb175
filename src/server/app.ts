import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/auth-routes';
import { createRequireUser, registerUserDecorator } from './auth/authenticate';
import { dashboardUserRoutes } from './auth/dashboard-user';
import { demoRoutes } from './auth/demo';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { SESSION_COOKIE } from './auth/session-cookie';
import type { PaymentProvider } from './billing/payment-provider';
import { billingRoutes } from './billing/routes';
import { type Caches, cacheSizes, createCaches } from './cache/caches';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { createAttemptPacer } from './http/attempt-pacer';
import { createAttemptStore } from './http/attempt-store';
import { registerBodyTimeout } from './http/body-timeout';
import { capConnectionsPerAddress } from './http/connections-per-address';
import { registerCors } from './http/cors';
import { registerOriginCheck } from './http/csrf';
import { registerErrorHandling } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerOpenApi } from './http/openapi';
import { requireResponseSchemas } from './http/response-contract';
import { registerSecurityHeaders } from './http/security-headers';
import { createSharedAttemptLimiter } from './http/shared-attempt-limiter';
import { isSpaNavigation, registerStaticClient } from './http/static-client';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { Mailer } from './mail/mailer';
import { KNOWN_PUSH_SERVICES } from './reminders/push-endpoints';
import { reminderRoutes } from './reminders/routes';
import { generateVapidKeys } from './reminders/vapid-keys';
import type { SecondOpinion } from './safety/second-opinion';
import { SHARE_LINKS_PER_DAY, sharingRoutes } from './sharing/routes';
import { siteRoutes } from './site/routes';
import { NO_SITE_LINKS, type SiteLinks } from './site/site-links';
import { speechRoutes } from './speeches/routes';
import { sampleSpeechRoutes } from './speeches/sample-routes';
import { createSampleSpeeches } from './speeches/sample-speeches';
import { createLocalWriter } from './speeches/writer/local-writer';
import type { SpeechWriter } from './speeches/writer/types';
import { createWriterProfiles } from './speeches/writer-profile';
import { VERSION } from './version';
import { voiceRoutes } from './voice/routes';
import type { VoiceService } from './voice/voice-service';
import { wellbeingRoutes } from './wellbeing/routes';

export type AppDeps = {
  database: Database;
  /** Signs session cookies. */
  sessionSecret: string;
  /** The production build of the client (dist/client); API-only when absent, as in most tests. */
  clientDir?: string | undefined;
  /** pino; silent when absent (tests). */
  logger?: FastifyBaseLogger;
  /** Which proxies' X-Forwarded-* to believe (TRUST_PROXY); none when absent. */
  trustProxy?: TrustProxy;
  /** Origins besides this site's own that may call the API with cookies (CORS_ORIGINS: the native shell). */
  allowedOrigins?: readonly string[];
  /** Sign-in, sign-up and demo attempts allowed per IP (and sign-ins per email) each minute. */
  authAttemptsPerMinute?: number;
  /** Writes speech text; the local composer unless an LLM is configured. */
  writer?: SpeechWriter;
  /** An LLM asked, beside the local crisis screen, whether a person's words read as crisis. */
  secondOpinion?: SecondOpinion | null;
  /** Speaks speeches; the audio routes exist only when given (most tests don't start voice workers). */
  voice?: VoiceService;
  /** The writer's worker threads, when it has them (their count is in GET /api/health's details). */
  writerWorkers?: { load(): { workers: number } } | null;
  /** The in-memory caches; a fresh set when absent. */
  caches?: Caches;
  /** Unlocks GET /api/health's details (HEALTH_TOKEN); only the status without it. */
  healthToken?: string | undefined;
  /** Takes card payments (Stripe); without it the paid plans answer 'Payment System Unavailable'. */
  payments?: PaymentProvider | null;
  stripeWebhookSecret?: string | undefined;
  stripePublishableKey?: string | undefined;
  /** Sends password-reset links; without it the form says email is not set up. */
  mailer?: Mailer | null;
  /** The app's public address, for links in emails (APP_URL). */
  appUrl?: string;
  /** How long a request may take to arrive whole (headers and body), and a connection may stay silent;
   * BODY_TIMEOUT_MS unless a test says. */
  bodyTimeoutMs?: number;
  /** Connections one address may hold open at once; CONNECTIONS_PER_ADDRESS unless a test says. Not
   * counted behind a trusted proxy, where every connection comes from the proxy. */
  connectionsPerAddress?: number;
  /** Web Push for reminders: the VAPID public key, and the push services subscriptions may name. Tests
   * without it get a fresh key and the browsers' push services. */
  push?: { publicKey: string; serviceOrigins: readonly string[] };
  /** The footer's contact and links (GET /api/site); none when absent. */
  site?: SiteLinks;
  /** Serves the interactive API reference at /api/docs (outside production). */
  apiReference?: boolean;
};

const BODY_LIMIT_BYTES = 64 * 1024;
// A body trickled a byte every few seconds would hold a connection open for ever.
const BODY_TIMEOUT_MS = 15_000;
const CONNECTIONS_PER_ADDRESS = 100;
// How often Node looks for connections past their time. Its default, 30 s, let a silent socket live 73 s.
const CONNECTION_CHECK_MS = 1000;
const MINUTE_MS = 60_000;
// Tries at something guessable (a confirming password, a discount code) per key per minute, right or wrong.
const GUESSES_PER_MINUTE = 5;
// The longest a sign-in waits for its turn while one account is being guessed; later ones are refused.
const SIGN_IN_MAX_WAIT_MS = 15_000;
// Reset mails one address may receive an hour: enough for a lost one, too few to flood an inbox.
const RESET_MAILS_PER_HOUR = 3;
// New audio (synthesis or a mix) each user may ask for a minute; seeking in cached audio is free.
const AUDIO_REQUESTS_PER_MINUTE = 30;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Requests slower than this are logged at info with their timing; the rest only at debug. */
const SLOW_REQUEST_MS = 1000;

/** Builds the whole HTTP application without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const arrivalMs = deps.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const app = Fastify({
    // A connection that sends nothing, or its headers or body a byte at a time, is answered 408 and closed
    // after `arrivalMs`; so is one left idle between requests. An answer may take longer (a stream).
    requestTimeout: arrivalMs,
    keepAliveTimeout: arrivalMs,
    http: {
      headersTimeout: arrivalMs,
      connectionsCheckingInterval: Math.min(CONNECTION_CHECK_MS, arrivalMs),
    },
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    // Our own ids: a client-chosen request id would let anyone forge log correlation.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Two info lines for every request were a measurable share of the API's CPU; see logRequest.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireResponseSchemas(app);
  // Set on arrival rather than on send, so a hijacked reply (a stream) carries it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerBodyTimeout(app, arrivalMs);
  if (!deps.trustProxy)
    capConnectionsPerAddress(app.server, deps.connectionsPerAddress ?? CONNECTIONS_PER_ADDRESS);
  app.addHook('onResponse', async (request, reply) => logRequest(request, reply));
  registerErrorHandling(app);
  // First, so every answer to an allowed app origin (errors too) carries the headers that let it read it.
  await registerCors(app, deps.allowedOrigins ?? []);
  registerOriginCheck(app, deps.allowedOrigins ?? []);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await app.register(cookie, { secret: deps.sessionSecret });
  registerUserDecorator(app);
  // Before the routes: the document is made from each route's schemas as it is added.
  await registerOpenApi(app, { version: VERSION, reference: deps.apiReference ?? false });

  const { db } = deps.database;
  const requireUser = createRequireUser(db);
  const attempts = { max: deps.authAttemptsPerMinute ?? 10, windowMs: MINUTE_MS };
  // Counted in the database, so the limits hold however many server processes share it.
  const store = createAttemptStore(db);
  const limits = {
    perIp: createSharedAttemptLimiter(store, { name: 'ip', ...attempts }),
    // Wrong passwords for one email from one address: the right password from elsewhere still works.
    failures: createSharedAttemptLimiter(store, { name: 'failures', ...attempts }),
    // Sign-ins to one email from any number of addresses: as many a minute as one address may make,
    // then one at a time, each waiting its turn (up to SIGN_IN_MAX_WAIT_MS) rather than being refused.
    perAccount: createAttemptPacer(store, {
      name: 'account',
      burst: attempts.max,
      intervalMs: MINUTE_MS / attempts.max,
      maxWaitMs: SIGN_IN_MAX_WAIT_MS,
    }),
    // A password typed to confirm something (deleting the account), and discount codes: guessable.
    guesses: createSharedAttemptLimiter(store, {
      name: 'guesses',
      max: GUESSES_PER_MINUTE,
      windowMs: MINUTE_MS,
    }),
  };

  const caches = deps.caches ?? createCaches();
  await app.register(healthRoutes, {
    ping: deps.database.ping,
    kind: deps.database.kind,
    version: VERSION,
    usage: () => ({
      caches: cacheSizes(caches),
      workers: {
        voice: deps.voice?.workload().workers ?? 0,
        writer: deps.writerWorkers?.load().workers ?? 0,
      },
    }),
    token: deps.healthToken,
  });
  await app.register(authRoutes, { db, requireUser, limits });
  await app.register(passwordResetRoutes, {
    db,
    mailer: deps.mailer ?? null,
    appUrl: deps.appUrl ?? 'http://localhost:5000',
    limits: {
      perIp: limits.perIp,
      perEmail: createSharedAttemptLimiter(store, {
        name: 'reset-mail',
        max: RESET_MAILS_PER_HOUR,
        windowMs: 60 * MINUTE_MS,
      }),
    },
  });
  const writer = deps.writer ?? createLocalWriter();
  const samples = createSampleSpeeches(writer);
  await app.register(demoRoutes, { db, limiter: limits.perIp, secret: deps.sessionSecret, samples });
  await app.register(dashboardUserRoutes, { db, requireUser, cache: caches.dashboard });
  await app.register(accountRoutes, {
    db,
    requireUser,
    guesses: limits.guesses,
    voice: deps.voice,
    payments: deps.payments ?? null,
  });
  await app.register(siteRoutes, { links: deps.site ?? NO_SITE_LINKS, aiWriter: writer.name !== 'local' });
  await app.register(sampleSpeechRoutes, { samples });
  await app.register(speechRoutes, {
    db,
    requireUser,
    writer,
    profiles: createWriterProfiles(db, caches.writerProfiles),
    voice: deps.voice,
    secondOpinion: deps.secondOpinion,
  });
  await app.register(sharingRoutes, {
    db,
    requireUser,
    linksPerDay: createSharedAttemptLimiter(store, {
      name: 'share-links',
      max: SHARE_LINKS_PER_DAY,
      windowMs: DAY_MS,
    }),
    hasVoice: deps.voice !== undefined,
  });
  await app.register(wellbeingRoutes, { db, requireUser, secondOpinion: deps.secondOpinion });
  await app.register(reminderRoutes, {
    db,
    requireUser,
    publicKey: deps.push?.publicKey ?? generateVapidKeys().publicKey,
    pushServiceOrigins: deps.push?.serviceOrigins ?? KNOWN_PUSH_SERVICES,
  });
  await app.register(billingRoutes, {
    db,
    requireUser,
    payments: deps.payments ?? null,
    guesses: limits.guesses,
    webhookSecret: deps.stripeWebhookSecret,
    publishableKey: deps.stripePublishableKey,
  });
  if (deps.voice)
    await app.register(voiceRoutes, {
      db,
      requireUser,
      voice: deps.voice,
      audioRequests: createSharedAttemptLimiter(store, {
        name: 'audio',
        max: AUDIO_REQUESTS_PER_MINUTE,
        windowMs: MINUTE_MS,
      }),
    });

  // The session cookie's presence is enough of a hint; checking the session would cost a query per page load.
  const serveIndexPage = deps.clientDir
    ? await registerStaticClient(
        app,
        deps.clientDir,
        (request) => request.cookies[SESSION_COOKIE] !== undefined,
      )
    : null;

  app.setNotFoundHandler((request, reply) => {
    if (serveIndexPage && isSpaNavigation(request.method, request.url)) return serveIndexPage(request, reply);
    return reply
      .code(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  return app;
}

/**
 * One line per request, carrying its id (the x-request-id header): at info for server errors and slow
 * requests, at debug for the rest (LOG_LEVEL=debug logs them all). Failures' details are logged by the
 * error handler.
 */
function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const responseTime = Math.round(reply.elapsedTime);
  const level = reply.statusCode >= 500 || responseTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
  request.log[level](
    { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime },
    'request completed',
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
