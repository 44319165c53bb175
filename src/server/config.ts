import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type TrustProxy, trustProxySetting } from './http/trust-proxy';
import type { SiteLinks } from './site/site-links';

// The one module that reads process.env (a lint rule forbids it elsewhere). Everything else receives
// the typed Config from here, so tests can build any configuration without touching the environment.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An optional public https address, shown as a link (the site's footer). */
const optionalHttpsUrl = (name: string) =>
  optionalString.pipe(z.url({ protocol: /^https$/, message: `${name} must be an https:// URL` }).optional());

/** A comma-separated list of origins (none when unset). */
const originList = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: `${name} must be a comma-separated list of origins` })));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  ),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  CORS_ORIGINS: originList('CORS_ORIGINS'),
  // Whoever sends it (Authorization: Bearer …) gets GET /api/health's details; everyone else its status.
  HEALTH_TOKEN: optionalString.pipe(
    z.string().min(32, 'HEALTH_TOKEN must be at least 32 characters').optional(),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Provider keys: nothing is needed to run, and each key set swaps in the real service.
  LLM_BASE_URL: optionalString.pipe(z.url({ message: 'LLM_BASE_URL must be a URL' }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  LLM_AUTODETECT: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  ELEVENLABS_API_KEY: optionalString,
  // Another ElevenLabs-compatible endpoint (a regional one, a proxy, or a test double).
  ELEVENLABS_BASE_URL: optionalString.pipe(
    z.url({ message: 'ELEVENLABS_BASE_URL must be a URL' }).optional(),
  ),
  OPENAI_API_KEY: optionalString,
  VOICE_ENGINE: z.enum(['local', 'elevenlabs', 'openai']).optional(),
  VOICE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // The local audio cache (DATA_DIR/audio): least recently used files go first past this size.
  AUDIO_CACHE_MAX_MB: z.coerce.number().int().min(10).max(1_000_000).default(1024),
  // 0 composes on the event loop.
  WRITER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Another Stripe-compatible API (the local double of `MOCKS=1 npm run dev`); Stripe's own by default.
  STRIPE_API_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'STRIPE_API_URL must be an http(s) URL' }).optional(),
  ),
  VITE_STRIPE_PUBLIC_KEY: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  DISCOUNT_CODES: optionalString,
  // Mail (password-reset links). Without SMTP_URL nothing is sent and operators print links instead.
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalString,
  // Where people open the app; links in emails point here. Defaults to this server on localhost.
  APP_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'APP_URL must be an http(s) URL' }).optional(),
  ),
  // Web Push (reminders). Without the key pair, one is generated into DATA_DIR on first start.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .url({ protocol: /^(https|mailto)$/, message: 'VAPID_SUBJECT must be an https: or mailto: URL' })
      .optional(),
  ),
  // What the footer links to; each is left out while unset (no placeholder addresses).
  SUPPORT_EMAIL: optionalString.pipe(
    z.email({ message: 'SUPPORT_EMAIL must be an email address' }).optional(),
  ),
  WEBSITE_URL: optionalHttpsUrl('WEBSITE_URL'),
  INSTAGRAM_URL: optionalHttpsUrl('INSTAGRAM_URL'),
  X_URL: optionalHttpsUrl('X_URL'),
  YOUTUBE_URL: optionalHttpsUrl('YOUTUBE_URL'),
  // Push services the server may send to besides the browsers' own (a self-hosted one, a test double);
  // the browsers' are added where the app is wired (serve.ts), since reminders know them.
  PUSH_SERVICE_ORIGINS: originList('PUSH_SERVICE_ORIGINS'),
  // How often the scheduler looks for due reminders; a reminder goes out at most this late.
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  logLevel: string;
  trustProxy: TrustProxy;
  corsOrigins: string[];
  /** Unlocks GET /api/health's details (a secret: never log it). */
  healthToken: string | undefined;
  authAttemptsPerMinute: number;
  llm: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
    /** Look for a local Ollama when no LLM_BASE_URL is set. */
    autodetect: boolean;
  };
  elevenLabsApiKey: string | undefined;
  elevenLabsBaseUrl: string | undefined;
  openAiApiKey: string | undefined;
  voiceEngine: 'local' | 'elevenlabs' | 'openai' | undefined;
  voiceWorkers: number | undefined;
  audioCacheMaxMb: number;
  writerWorkers: number | undefined;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    publicKey: string | undefined;
    apiUrl: string | undefined;
  };
  s3: {
    endpoint: string | undefined;
    bucket: string | undefined;
    region: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  discountCodes: string | undefined;
  /** Sends mail when smtpUrl is set (it may hold a password: never log it). */
  mail: { smtpUrl: string | undefined; from: string };
  /** The app's public address, without a trailing slash. */
  appUrl: string;
  push: {
    /** The VAPID key pair when configured; src/server/reminders/vapid-keys.ts makes one otherwise. */
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    /** PUSH_SERVICE_ORIGINS: where push subscriptions may point besides the browsers' push services. */
    operatorOrigins: string[];
  };
  reminderCheckMs: number;
  /** The footer's contact and links, each undefined when unset. */
  site: SiteLinks;
};

export class ConfigError extends Error {}

/** Parses an environment (process.env by default) into a Config, or throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret:
      e.SESSION_SECRET ?? readOrCreate(dataDir, 'session-secret', () => randomBytes(32).toString('hex')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.map(originOf),
    healthToken: e.HEALTH_TOKEN,
    authAttemptsPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    llm: {
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
      autodetect: e.LLM_AUTODETECT,
    },
    elevenLabsApiKey: e.ELEVENLABS_API_KEY,
    elevenLabsBaseUrl: e.ELEVENLABS_BASE_URL,
    openAiApiKey: e.OPENAI_API_KEY,
    voiceEngine: e.VOICE_ENGINE,
    voiceWorkers: e.VOICE_WORKERS,
    audioCacheMaxMb: e.AUDIO_CACHE_MAX_MB,
    writerWorkers: e.WRITER_WORKERS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publicKey: e.VITE_STRIPE_PUBLIC_KEY,
      apiUrl: e.STRIPE_API_URL,
    },
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    discountCodes: e.DISCOUNT_CODES,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Uplift <no-reply@localhost>' },
    appUrl,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      // Push services want a contact; the app's own https address serves when none is given.
      subject: e.VAPID_SUBJECT ?? (appUrl.startsWith('https:') ? appUrl : 'mailto:no-reply@localhost'),
      operatorOrigins: e.PUSH_SERVICE_ORIGINS.map(originOf),
    },
    reminderCheckMs: e.REMINDER_CHECK_SECONDS * 1000,
    site: {
      supportEmail: e.SUPPORT_EMAIL,
      websiteUrl: e.WEBSITE_URL,
      social: { instagram: e.INSTAGRAM_URL, x: e.X_URL, youtube: e.YOUTUBE_URL },
    },
  };
}

/**
 * A generated secret survives restarts (sessions stay valid, push subscriptions keep their server key)
 * because it lives beside the data.
 */
export function readOrCreate(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = make();
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/** scheme://host[:port] — spelled out because URL#origin is 'null' for custom schemes like capacitor://. */
function originOf(value: string): string {
  const url = new URL(value);
  return `${url.protocol}//${url.host}`;
}
