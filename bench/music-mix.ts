// Mixing the music bed into an extended-length speech (2,460 words, ~17 minutes): the CPU seconds of one
// mix with the bed's notes synthesised for the request (as every mix was before the loops; the ducking
// already found by halving), with the tone's loop rendered first (the music worker's first mix of that
// tone), with the loop reused, and with a silent bed: decoding the speech and encoding it again, which
// every mix pays whatever its bed costs. Prints one JSON object.
// Run with `npx tsx bench/music-mix.ts` (also part of `npm run bench`).

import { bedForTone } from '../src/common/music-beds';
import { DEFAULT_VOICE_ID } from '../src/server/voice/catalogue';
import { createLocalEngine } from '../src/server/voice/engines/local/local-engine';
import { createEncoder } from '../src/server/voice/engines/local/mp3-encoder';
import { bedLoops } from '../src/server/voice/music/bed-loop';
import { type BedSource, type MusicJob, mixMusic } from '../src/server/voice/music/mix-music';
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

/** CPU seconds (this thread's process: the voice workers are closed) of one mix with these beds. */
async function cpuSeconds(beds: BedSource): Promise<number> {
  const before = process.cpuUsage();
  await mixMusic(job, encoder, beds);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

const perRequest = await cpuSeconds((tone, rate) => bedNoteSamples(bedForTone(tone), rate));
const loops = bedLoops();
const firstWithLoop = await cpuSeconds(loops);
const withLoop = await cpuSeconds(loops);
const withoutBed = await cpuSeconds(() => ({ addInto() {} }));

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
    },
    cheaper: { firstOfTone: round(perRequest / firstWithLoop, 1), after: round(perRequest / withLoop, 1) },
  }),
);
