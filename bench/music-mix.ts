// Mixing the music bed into an extended-length speech (2,460 words, ~17 minutes): the CPU seconds of one
// mix with the bed's notes synthesised for the request (as every mix was before the loops; the ducking
// already found by halving), with the tone's loop rendered first (the music worker's first mix of that
// tone), with the loop reused, and with a silent bed: decoding the speech and encoding it again, which
// every mix pays whatever its bed costs. These run in this process, under its V8 flags. Then two mixes
// as the server runs them, on the music worker (a child process with V8 flags of its own): its CPU
// seconds and this process's. Prints one JSON object.
// Run with `npx tsx bench/music-mix.ts` (also part of `npm run bench`); under the server's flags (Node
// 22.15+): `node --max-semi-space-size=2 --optimize-for-size --liftoff-only --import tsx bench/music-mix.ts`.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bedForTone } from '../src/common/music-beds';
import { DEFAULT_VOICE_ID } from '../src/server/voice/catalogue';
import { createLocalEngine } from '../src/server/voice/engines/local/local-engine';
import { createEncoder } from '../src/server/voice/engines/local/mp3-encoder';
import { bedLoops } from '../src/server/voice/music/bed-loop';
import { type BedSource, type MusicJob, mixMusic } from '../src/server/voice/music/mix-music';
import { createMusicWorkers } from '../src/server/voice/music/music-workers';
import { bedNoteSamples } from '../src/server/voice/music/render-bed';
import { collect, SAMPLE_SPEECH } from '../tests/setup/voice/sample-speech';

const EXTENDED = Array.from({ length: 12 }, () => SAMPLE_SPEECH).join('\n\n');
// The gentle bed has the longest loop (32 s), so the dearest first mix.
const TONE = 'gentle';
const round = (value: number, places = 2) => Number(value.toFixed(places));

const engine = createLocalEngine({ workers: 1 });
const synthesis = engine.synthesize(EXTENDED, DEFAULT_VOICE_ID, { speed: 1, language: 'en' });
const mp3 = await collect(synthesis);
const sentences = synthesis.timings() ?? [];
await engine.close();

const encoder = await createEncoder();
const job: MusicJob = { kind: 'music', mp3, tone: TONE, volume: 60, sentences };

/** This process's CPU seconds so far (the voice workers are closed). */
function ownSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

/** CPU seconds (this process) of one mix with these beds. */
async function cpuSeconds(beds: BedSource): Promise<number> {
  const before = ownSeconds();
  await mixMusic(job, encoder, beds);
  return ownSeconds() - before;
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** CPU seconds so far of this process's child processes (the music worker), from Linux's /proc. */
function childSeconds(): number {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  let seconds = 0;
  for (const pid of children.split(/\s+/).filter(Boolean)) {
    try {
      const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / TICKS; // utime and stime
    } catch {
      // ps itself, gone by now
    }
  }
  return seconds;
}

/** One mix on the music worker: its CPU seconds and this process's (sending the job, taking the MP3). */
async function workerSeconds(workers: ReturnType<typeof createMusicWorkers>, volume: number) {
  const [child, own] = [childSeconds(), ownSeconds()];
  await workers.mix({ ...job, volume });
  return { worker: round(childSeconds() - child), server: round(ownSeconds() - own) };
}

const perRequest = await cpuSeconds((tone, rate) => bedNoteSamples(bedForTone(tone), rate));
const loops = bedLoops();
const firstWithLoop = await cpuSeconds(loops);
const withLoop = await cpuSeconds(loops);
const withoutBed = await cpuSeconds(() => ({ addInto() {} }));
const workers = createMusicWorkers();
await workers.ready();
const workerFirstOfTone = await workerSeconds(workers, job.volume);
const workerAfter = await workerSeconds(workers, job.volume + 1);
await workers.close();
const onWorker = workerAfter.worker + workerAfter.server;

console.log(
  JSON.stringify({
    bench: 'music-mix',
    tone: TONE,
    speechSeconds: round(sentences.at(-1)?.end ?? 0, 1),
    cpuSeconds: {
      before: round(perRequest),
      afterFirstOfTone: round(firstWithLoop),
      after: round(withLoop),
      decodeAndEncode: round(withoutBed),
      musicWorker: { firstOfTone: workerFirstOfTone, after: workerAfter },
    },
    cheaper: {
      firstOfTone: round(perRequest / firstWithLoop, 1),
      after: round(perRequest / withLoop, 1),
      musicWorker: round(perRequest / onWorker, 1),
    },
  }),
);
