import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { startAuthMaintenance } from './auth/maintenance';
import { seedDiscountCodes } from './billing/discount-codes';
import { createCaches } from './cache/caches';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseInUseError } from './db/embedded-lock';
import { migrate } from './db/migrate';
import { pushServiceOrigins } from './reminders/push-endpoints';
import { createPushSender } from './reminders/push-sender';
import { startReminderScheduler } from './reminders/scheduler';
import { vapidKeys } from './reminders/vapid-keys';
import { createLlmSecondOpinion } from './safety/second-opinion';
import { createWriter } from './speeches/writer/fallback-writer';
import { findOllama } from './speeches/writer/find-ollama';
import { createLocalWriter } from './speeches/writer/local-writer';
import { createWriterWorkers } from './speeches/writer/writer-workers';
import { createVoiceService } from './voice/voice-service';

// Two levels up is the project root from both src/server/serve.ts and the bundle in dist/server.
const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** The configured LLM, or a local Ollama found without configuration (LLM_AUTODETECT=false turns it off). */
async function chooseLlm(llm: Config['llm'], log: { info(obj: object, msg: string): void }) {
  if (llm.baseUrl || !llm.autodetect) return llm;
  const found = await findOllama(llm.model);
  if (found)
    log.info({ baseUrl: found.baseUrl, model: found.model }, 'LLM found: a local Ollama writes the speeches');
  return found ? { ...llm, ...found } : llm;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database);
  await seedDiscountCodes(database.db, config.discountCodes);

  const logger = pino({ level: config.logLevel });
  const writerWorkers = config.writerWorkers === 0 ? null : createWriterWorkers(config.writerWorkers);
  const llm = await chooseLlm(config.llm, logger);
  const writer = createWriter(
    { llm, llmTimeoutMs: config.llm.timeoutMs },
    createLocalWriter(writerWorkers?.compose),
    logger,
  );
  // The same LLM (configured or found) gives the crisis screen its second opinion.
  const { baseUrl, apiKey, model } = llm;
  const secondOpinion =
    baseUrl && model ? createLlmSecondOpinion({ baseUrl, apiKey, model, log: logger }) : null;
  // The AWS SDK, nodemailer and Stripe are loaded only when configured (decision 020).
  const voice = createVoiceService({
    dataDir: config.dataDir,
    // Audio in S3-compatible object storage when a bucket is configured (servers then share one cache).
    store: config.s3.bucket
      ? (await import('./voice/store/s3-store')).createS3AudioStore({
          ...config.s3,
          bucket: config.s3.bucket,
        })
      : undefined,
    engine: config.voiceEngine,
    elevenLabsApiKey: config.elevenLabsApiKey,
    elevenLabsBaseUrl: config.elevenLabsBaseUrl,
    openAiApiKey: config.openAiApiKey,
    workers: config.voiceWorkers,
    cacheMaxBytes: config.audioCacheMaxMb * 1024 * 1024,
    logger,
  });
  const mailer = config.mail.smtpUrl
    ? (await import('./mail/mailer')).createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : null;
  const { secretKey, apiUrl } = config.stripe;
  const payments = secretKey
    ? await import('./billing/stripe-provider').then((stripe) =>
        stripe.createStripeProvider({ secretKey, ...stripe.stripeApiAddress(apiUrl) }),
      )
    : null;
  const vapid = vapidKeys(config);
  const serviceOrigins = pushServiceOrigins(config.push.operatorOrigins);
  const app = await buildApp({
    database,
    writer,
    secondOpinion,
    writerWorkers,
    caches: createCaches(),
    voice,
    payments,
    stripeWebhookSecret: config.stripe.webhookSecret,
    stripePublishableKey: config.stripe.publicKey,
    // In development Vite serves the client and proxies /api here.
    clientDir: config.env !== 'development' && existsSync(CLIENT_DIR) ? CLIENT_DIR : undefined,
    sessionSecret: config.sessionSecret,
    trustProxy: config.trustProxy,
    healthToken: config.healthToken,
    allowedOrigins: config.corsOrigins,
    authAttemptsPerMinute: config.authAttemptsPerMinute,
    mailer,
    appUrl: config.appUrl,
    push: { publicKey: vapid.publicKey, serviceOrigins },
    site: config.site,
    apiReference: config.env !== 'production',
    logger,
  });

  const stopMaintenance = startAuthMaintenance(database.db, voice, app.log);
  const stopReminders = startReminderScheduler(
    database.db,
    createPushSender({ vapid, log: app.log, serviceOrigins }),
    app.log,
    config.reminderCheckMs,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    stopReminders();
    await app.close(); // stops accepting, lets in-flight requests finish
    await Promise.all([voice.close(), writerWorkers?.close()]);
    mailer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      address,
      db: database.kind,
      writer: writer.name,
      voice: voice.engine,
      mail: mailer ? 'smtp' : 'none',
      dataDir: config.dataDir,
    },
    'Uplift is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('Uplift failed to start:', error);
  }
  process.exit(1);
});
