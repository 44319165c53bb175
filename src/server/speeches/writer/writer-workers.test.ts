import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeSpeech } from './build/compose-speech';
import { chunkTexts } from './chunk-texts';
import { createLocalWriter } from './local-writer';
import { splitSentences } from './quality';
import { EMPTY_PROFILE, type WriteRequest } from './types';
import { createWriterWorkers } from './writer-workers';

const workers = createWriterWorkers(1);
beforeAll(() => workers.ready(), 60_000);
afterAll(() => workers.close());

const request: WriteRequest = {
  context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  tone: 'confident',
  voiceStyle: 'professional',
  duration: 'medium',
  firstName: 'Sam',
  seed: 42,
};

describe('the local writer in a worker thread', () => {
  it('writes the same speech as on the event loop, for the same seed and profile', async () => {
    const heard = composeSpeech({ ...request, seed: 7 }, EMPTY_PROFILE).text;
    // The profile crosses the thread boundary: its recent sentences must arrive intact.
    const profile = { ...EMPTY_PROFILE, recentSentences: splitSentences(heard) };
    const here = composeSpeech(request, profile);
    // The shaping comes back with the paragraphs, so the request is not analysed again on the event loop.
    expect(await workers.compose(request, profile)).toEqual({
      paragraphs: here.paragraphs,
      shaping: here.shaping,
    });
    expect(here.paragraphs.join(' ')).not.toContain(splitSentences(heard)[1]);
  });

  it('streams the worker’s paragraphs through the local writer', async () => {
    const chunks: string[] = [];
    for await (const chunk of chunkTexts(createLocalWriter(workers.compose).write(request, EMPTY_PROFILE)))
      chunks.push(chunk);
    expect(chunks.join('')).toBe(composeSpeech(request, EMPTY_PROFILE).text);
    expect(chunks.length).toBeGreaterThan(3);
  });

  it('rejects a job the writer cannot do, and keeps serving', async () => {
    const broken = { ...request, duration: 'forever' } as unknown as WriteRequest;
    await expect(workers.compose(broken, EMPTY_PROFILE)).rejects.toThrow();
    expect((await workers.compose(request, EMPTY_PROFILE)).paragraphs).toEqual(
      composeSpeech(request, EMPTY_PROFILE).paragraphs,
    );
  });
});
