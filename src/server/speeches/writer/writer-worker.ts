// Worker-thread entry: composes speeches with the local writer, off the event loop. Bundled beside the
// server as writer-worker.js (see writer-workers.ts).
import { announceReady, serveJobs } from '../../workers/serve-jobs';
import { composeSpeech } from './build/compose-speech';
import type { Composition } from './local-writer';
import { EMPTY_PROFILE } from './types';
import type { CompositionJob } from './writer-workers';

serveJobs(({ request, profile }: CompositionJob): Composition => {
  const { paragraphs, shaping } = composeSpeech(request, profile);
  return { paragraphs, shaping };
});
// The first speeches are slow while V8 compiles the writer and each voice styles its first lines.
for (const tone of ['encouraging', 'confident', 'gentle', 'energetic'] as const)
  composeSpeech(
    { context: 'I have an interview on Monday', tone, voiceStyle: 'warm', duration: 'medium' },
    EMPTY_PROFILE,
  );
announceReady();
