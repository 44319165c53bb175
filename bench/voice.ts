// Local voice engine: per voice real-time factor, time to first byte for each length and
// the MP3 encoder's share of the work; then 4/8/16 concurrent syntheses through the voice service (cache
// off: every text differs) with throughput and event-loop delay; then one person flooding the service
// (another person's first byte, and how soon it is idle once the flood's listeners leave); peak memory.
// Prints one JSON object.
// Run with `npm run bench` (or `npx tsx bench/voice.ts`).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { splitSentences } from '../src/common/sentences';
import { catalogue } from '../src/server/voice/catalogue';
import { createLocalEngine } from '../src/server/voice/engines/local/local-engine';
import { LOCAL_VOICES } from '../src/server/voice/engines/local/local-voices';
import { summariseMp3 } from '../src/server/voice/mp3-frames';
import { type AudioSource, createVoiceService } from '../src/server/voice/voice-service';
import { SAMPLE_SPEECH } from '../tests/setup/voice/sample-speech';

const repeat = (times: number) => Array.from({ length: times }, () => SAMPLE_SPEECH).join('\n\n');
const SHORT = SAMPLE_SPEECH; // 205 words, 'Quick Boost'
const MEDIUM = repeat(4); // 820 words, 'Power Session'
const LONG = repeat(8); // 1,640 words, 'Deep Motivation'
const EXTENDED = repeat(12); // 2,460 words, 'Transformation'
const LENGTHS = { short: SHORT, medium: MEDIUM, long: LONG, extended: EXTENDED };
const round = (value: number, places = 1) => Number(value.toFixed(places));
const mb = (bytes: number) => round(bytes / 2 ** 20);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function timeToFirstByte(stream: AsyncIterable<Uint8Array>): Promise<number> {
  const started = performance.now();
  for await (const _ of stream) return round(performance.now() - started);
  return Number.NaN;
}

const startedAt = performance.now();
const engine = createLocalEngine();
await engine.pool.ready();
const startupMs = round(performance.now() - startedAt);

// One untimed pass per voice, so the first voice measured doesn't pay for the JIT's last warm-up.
for (const voice of catalogue('local'))
  for await (const _ of engine.synthesize(SHORT, voice.id, { speed: 1, language: 'en' }));

const voices = [];
for (const voice of catalogue('local')) {
  const settings = LOCAL_VOICES[voice.id as keyof typeof LOCAL_VOICES];
  // The pool directly, keeping the lookahead the engine uses, to see synthesis and encoding apart.
  const sentences = splitSentences(MEDIUM, 'en');
  const began = performance.now();
  const jobs = sentences.map((text) => engine.pool.run({ text, voice: settings, language: 'en', speed: 1 }));
  const results = await Promise.all(jobs);
  const wallMs = performance.now() - began;
  const audioSeconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const synthMs = results.reduce((sum, r) => sum + r.synthMs, 0);
  const encodeMs = results.reduce((sum, r) => sum + r.encodeMs, 0);
  // One length at a time: the first byte depends on the first sentence, whatever follows it.
  const firstByteMs: Record<string, number> = {};
  for (const [length, text] of Object.entries(LENGTHS)) {
    firstByteMs[length] = await timeToFirstByte(
      engine.synthesize(text, voice.id, { speed: 1, language: 'en' }),
    );
  }
  voices.push({
    voice: voice.name,
    variant: settings.variant,
    audioSeconds: round(audioSeconds),
    realTimeFactor: round(audioSeconds / (wallMs / 1000)),
    realTimeFactorPerWorker: round(audioSeconds / ((synthMs + encodeMs) / 1000)),
    encodeShare: round(encodeMs / (synthMs + encodeMs), 2),
    firstByteMs,
  });
}
await engine.close();

const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-voice-'));
const service = createVoiceService({ dataDir });
await service.ready();
const concurrency = [];
const delay = monitorEventLoopDelay({ resolution: 10 });
for (const requests of [4, 8, 16]) {
  delay.reset();
  delay.enable();
  const began = performance.now();
  const runs = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const voiceId = catalogue('local')[i % 6]?.id ?? '';
      const source = await service.open(
        { text: `Listener ${requests}-${i}. ${SHORT}`, language: 'en', voiceId, speed: 1 },
        { owner: `listener-${i}` },
      );
      if (source.kind !== 'live') throw new Error('expected a fresh synthesis');
      let firstByte = 0;
      const chunks: Uint8Array[] = [];
      for await (const chunk of source.read()) {
        firstByte ||= performance.now() - began;
        chunks.push(chunk);
      }
      return { firstByte, seconds: summariseMp3(Buffer.concat(chunks)).seconds };
    }),
  );
  const wallMs = performance.now() - began;
  delay.disable();
  const firstBytes = runs.map((run) => run.firstByte).sort((a, b) => a - b);
  const audioSeconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  concurrency.push({
    requests,
    firstByteP50Ms: round(firstBytes[Math.floor(requests / 2)] ?? 0),
    firstByteMaxMs: round(firstBytes.at(-1) ?? 0),
    wallMs: round(wallMs),
    audioSeconds: round(audioSeconds),
    throughputRealTimeFactor: round(audioSeconds / (wallMs / 1000)),
    eventLoopDelayP99Ms: round(delay.percentile(99) / 1e6),
    eventLoopDelayMaxMs: round(delay.max / 1e6),
  });
}

// One person opens as many short syntheses as their cap on waiting audio allows (25 × ~90 s) and listens
// to them all; another person then asks for one. Then the flood again, dropped after the first bytes.
const FLOOD = 25;
const voiceId = catalogue('local')[0]?.id ?? '';
const firstByte = async (source: AudioSource, signal?: AbortSignal) => {
  if (source.kind !== 'live') throw new Error('expected a fresh synthesis');
  const reader = source.read(signal);
  await reader.next();
  return reader;
};
const flooding = await Promise.all(
  Array.from({ length: FLOOD }, (_, i) =>
    service.open({ text: `Flood ${i}. ${SHORT}`, language: 'en', voiceId, speed: 1 }, { owner: 'flooder' }),
  ),
);
const listening = flooding.map(async (source) => {
  if (source.kind === 'live') for await (const _ of source.read());
});
const otherAsked = performance.now();
await firstByte(
  await service.open(
    { text: `Someone else. ${SHORT}`, language: 'en', voiceId, speed: 1 },
    { owner: 'other' },
  ),
);
const otherFirstByteMs = round(performance.now() - otherAsked);
await Promise.all(listening);

const dropped = await Promise.all(
  Array.from({ length: FLOOD }, (_, i) =>
    service.open({ text: `Dropped ${i}. ${SHORT}`, language: 'en', voiceId, speed: 1 }, { owner: 'flooder' }),
  ),
);
const connections = dropped.map(() => new AbortController()); // one per listener, as requests have
const readers = await Promise.all(dropped.map((source, i) => firstByte(source, connections[i]?.signal)));
for (const connection of connections) connection.abort();
const leftAt = performance.now();
for (const reader of readers) await reader.next();
while (service.workload().running + service.workload().waiting > 0) await sleep(5);
const idleAfterDropMs = round(performance.now() - leftAt);
const flood = { syntheses: FLOOD, otherFirstByteMs, idleAfterDropMs };

await service.close();
rmSync(dataDir, { recursive: true, force: true });
clearInterval(sampler);

console.log(
  JSON.stringify({
    bench: 'voice',
    engine: 'local (espeak-ng WASM, MP3 64 kbps mono 22.05 kHz via wasm-media-encoders)',
    cores: availableParallelism(),
    workers: engine.pool.size,
    startupMs,
    words: { short: 205, medium: 820, long: 1640, extended: 2460 },
    voices,
    concurrency,
    flood,
    peakRssMb: mb(peakRss),
  }),
);
