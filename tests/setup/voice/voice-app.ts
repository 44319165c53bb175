// Test helper: a migrated database, the app with a local voice service writing to a temporary data
// directory; all closed after the test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { type Speech, speeches } from '../../../src/server/db/schema';
import { createVoiceService, type VoiceService } from '../../../src/server/voice/voice-service';
import { buildTestApp } from '../test-app';
import { createTestDatabase } from '../test-db';

export type VoiceApp = {
  app: App;
  database: Database;
  voice: VoiceService;
  /** Where the audio cache lives: `dataDir/audio`. */
  dataDir: string;
  insertSpeech(userId: string, content: string, fields?: Partial<Speech>): Promise<Speech>;
};

export function withVoiceApp(): VoiceApp {
  const context = {} as VoiceApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-voice-routes-'));
  context.dataDir = dataDir;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    // One worker whatever the machine: enough for these tests, and cheap on many cores.
    context.voice = createVoiceService({ dataDir, workers: 1 });
    await context.voice.ready();
    context.app = await buildTestApp(context.database, { voice: context.voice });
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    // A fetch aborted mid-body can leave a spare connection that never sends a request; Node counts it
    // as busy, so closing would wait for its 60 s header timeout.
    context.app?.server.closeAllConnections();
    await context.app?.close();
    await context.voice?.close();
    await context.database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  context.insertSpeech = async (userId, content, fields = {}) => {
    const [speech] = await context.database.db
      .insert(speeches)
      .values({
        userId,
        context: 'A job interview on Monday',
        tone: 'encouraging',
        voiceStyle: 'warm',
        content,
        ...fields,
      })
      .returning();
    if (!speech) throw new Error('speech not inserted');
    return speech;
  };
  return context;
}
