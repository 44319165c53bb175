import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-db';
import { createSpeechSentences } from '../cache/speech-sentences';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { prepareGeneration, writeAndSaveSpeech } from './generate-speech';
import { createLocalWriter } from './writer/local-writer';
import type { SpeechWriter } from './writer/types';
import { createWriterProfiles } from './writer-profile';

// Counts the writer's analysis of a request (the situation, the shaping): it is the costliest part of
// reading one, and one generation needs it once.
const counted = vi.hoisted(() => ({ analyses: 0 }));
vi.mock('./writer/shaping', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./writer/shaping')>();
  return {
    ...actual,
    analyse: (...args: Parameters<typeof actual.analyse>) => {
      counted.analyses += 1;
      return actual.analyse(...args);
    },
  };
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const input = {
  context: 'I have a job interview on Monday and I get nervous',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'short',
  timeZone: 'UTC',
} as const;

async function generate(writer: SpeechWriter, email: string) {
  const [user] = await database.db.insert(users).values({ email, firstName: 'Sam' }).returning();
  if (!user) throw new Error('no user');
  const profiles = createWriterProfiles(database.db, createSpeechSentences(1 << 20));
  const prepared = await prepareGeneration(database.db, profiles, user, input);
  if (!('prepared' in prepared)) throw new Error('expected a speech, not support');
  counted.analyses = 0;
  return writeAndSaveSpeech(database.db, writer, profiles, prepared.prepared);
}

describe('a generation', () => {
  it('reads the request once: the local writer sends the shaping it wrote with', async () => {
    const { speech } = await generate(createLocalWriter(), 'local@example.com');
    expect(counted.analyses).toBe(1);
    expect(speech.shaping).toMatchObject({ writer: 'local', tone: 'confident', duration: 'short' });
  });

  it("reads the request once for a writer that doesn't analyse it (an LLM)", async () => {
    const llm: SpeechWriter = {
      name: 'openai',
      async *write() {
        yield { type: 'writtenBy', writer: 'openai' };
        yield { type: 'chunk', text: 'You have prepared for Monday. Walk in and show them.' };
      },
    };
    const { speech } = await generate(llm, 'llm@example.com');
    expect(counted.analyses).toBe(1);
    expect(speech.shaping).toMatchObject({ writer: 'openai', tone: 'confident' });
  });
});
