import { createHash } from 'node:crypto';
import { splitSentences } from '../../../../common/sentences';
import { startWorker } from '../../../workers/start-worker';
import { createWorkerPool, type WorkerPool, workerShares } from '../../../workers/worker-pool';
import { isVoiceId } from '../../catalogue';
import type { SentenceTiming, Synthesis, SynthesisOptions, VoiceEngine } from '../../engine';
import { ESPEAK_LANGUAGES } from './local-languages';
import { LOCAL_VOICES } from './local-voices';
import { MP3_BITRATE_KBPS } from './mp3-encoder';
import type { SentenceAudio, SentenceJob } from './sentence-job';

export type LocalEngine = VoiceEngine & { readonly pool: WorkerPool<SentenceJob, SentenceAudio> };

const ignore = () => {};
const tuning = createHash('sha256')
  .update(JSON.stringify([LOCAL_VOICES, ESPEAK_LANGUAGES]))
  .digest('hex')
  .slice(0, 12);
/** What the local audio depends on: the voices' tuning, their languages and the encoding (part of every cache key). */
export const LOCAL_REVISION = `espeak-ng ${tuning} mp3 ${MP3_BITRATE_KBPS}k`;
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
// bench/voice.ts measured 80–117× real time for one worker on 2 cores: the lower end.
const THROUGHPUT = 80;

/**
 * eSpeak NG in worker threads, sentence by sentence: the first sentence's MP3 is out while the rest are
 * still being spoken, and each sentence's playing time is known exactly. A synthesis keeps at most one
 * job per worker (plus one) queued, and a sentence's index is its priority in the pool, so a long speech
 * can't hold the pool while a new one waits for its first sentence. Owners take turns in the pool's queue.
 */
export function createLocalEngine(options: { workers?: number | undefined } = {}): LocalEngine {
  // Measured on 2 cores, a second voice worker barely raised throughput but let event-loop delay reach
  // 150 ms: so the voice's share of the cores but one, by default.
  const pool = createWorkerPool<SentenceJob, SentenceAudio>({
    name: 'voice worker',
    start: () => startWorker('voice-worker', new URL('./voice-worker.ts', import.meta.url)),
    size: options.workers ?? workerShares().voice,
  });
  const lookahead = pool.size + 1;

  function synthesize(text: string, voiceId: string, options: SynthesisOptions): Synthesis {
    if (!isVoiceId(voiceId)) throw new Error(`unknown voice ${voiceId}`);
    const { speed, language, owner = '', signal } = options;
    const voice = LOCAL_VOICES[voiceId];
    const sentences = splitSentences(text, language);
    const totalChars = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
    const timings: SentenceTiming[] = [];
    let doneChars = 0;
    let finished = false;

    async function* frames(): AsyncGenerator<Uint8Array> {
      const queued: Promise<SentenceAudio>[] = [];
      let next = 0;
      const topUp = () => {
        while (next < sentences.length && queued.length < lookahead) {
          const job = pool.run(
            { text: sentences[next] as string, voice, language, speed },
            { group: owner, priority: next, signal },
          );
          next += 1;
          job.catch(ignore); // awaited below; a reader that stops early must not leave it unhandled
          queued.push(job);
        }
      };
      topUp();
      let at = 0;
      for (const [index, sentence] of sentences.entries()) {
        const audio = await (queued.shift() as Promise<SentenceAudio>);
        signal?.throwIfAborted();
        topUp();
        timings.push({ index, text: sentence, start: round(at), end: round(at + audio.seconds) });
        at += audio.seconds;
        doneChars += sentence.length;
        yield audio.mp3;
      }
      finished = true;
    }

    return Object.assign(frames(), {
      timings: () => (finished ? timings : null),
      timedSoFar: () => [...timings],
      progress: () => (totalChars === 0 ? 1 : doneChars / totalChars),
    });
  }

  return {
    name: 'local',
    revision: LOCAL_REVISION,
    throughput: THROUGHPUT * pool.size,
    pool,
    synthesize,
    close: () => pool.close(),
  };
}
