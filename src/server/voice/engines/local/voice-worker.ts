// Worker-thread entry: speaks one sentence per message with eSpeak NG and encodes it to MP3, off the
// event loop. Bundled beside the server as voice-worker.js (see local-engine.ts).

import { announceReady, serveJobs } from '../../../workers/serve-jobs';
import { summariseMp3 } from '../../mp3-frames';
import { createEspeak, type Espeak } from './espeak-runner';
import { espeakArgs, LOCAL_VOICES } from './local-voices';
import { createEncoder } from './mp3-encoder';
import type { SentenceAudio, SentenceJob } from './sentence-job';
import { readWav } from './wav';

const encoder = await createEncoder();
let espeak: Espeak | null = await createEspeak();

async function speak({ text, voice, language, speed }: SentenceJob): Promise<SentenceAudio> {
  // A failed run may leave the instance half-way through something: start the next job on a fresh one.
  espeak ??= await createEspeak();
  const started = performance.now();
  let wav: Uint8Array;
  try {
    wav = espeak.run(text, (input, output) => espeakArgs(voice, language, speed, input, output));
  } catch (error) {
    espeak = null;
    throw error;
  }
  const synthesised = performance.now();
  const { samples, sampleRate } = readWav(wav);
  const mp3 = encoder.encode(samples, sampleRate);
  const encodeMs = performance.now() - synthesised;
  return { mp3, seconds: summariseMp3(mp3).seconds, synthMs: synthesised - started, encodeMs };
}

serveJobs(speak, (audio) => [audio.mp3.buffer as ArrayBuffer]);
// The first runs are slow while V8 tiers the WebAssembly up: pay for that before a listener would.
for (const voice of Object.values(LOCAL_VOICES))
  await speak({ text: 'Warming up the voice.', voice, language: 'en', speed: 1 });
announceReady();
