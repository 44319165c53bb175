// The local speech writer: time to the first text chunk and words per second for each duration, over
// many requests. Prints one JSON object. Run with `npm run bench` (or `npx tsx bench/writer.ts`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DURATIONS, TONES } from '../src/common/enums';
import { CONTEXT_MAX_LENGTH } from '../src/common/limits';
import { readSpeechContent, SOURCE_DIR } from '../src/server/speeches/writer/content/load-content';
import { countWords, splitSentences } from '../src/server/speeches/writer/quality';
import { EMPTY_PROFILE } from '../src/server/speeches/writer/types';

type LocalWriterModule = typeof import('../src/server/speeches/writer/local-writer');

/** The writer bundled as the server runs it: under tsx, which wraps every function the writer makes in its
 * hot loops to keep its name, it takes about twice as long. */
async function bundledWriter(dir: string): Promise<LocalWriterModule> {
  {
    // The content beside the bundle, as the build writes it beside the server.
    writeFileSync(path.join(dir, 'speech-content.json'), JSON.stringify(readSpeechContent(SOURCE_DIR)));
    const outfile = path.join(dir, 'local-writer.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('../src/server/speeches/writer/local-writer.ts', import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });
    return (await import(outfile)) as LocalWriterModule;
  }
}

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
// Inside the project, so the bundle's external packages resolve from node_modules; kept until the end, as
// the writer reads its content on first use.
const cacheDir = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));
mkdirSync(cacheDir, { recursive: true });
const bundleDir = mkdtempSync(path.join(cacheDir, 'uplift-writer-bench-'));
const writer = (await bundledWriter(bundleDir)).createLocalWriter();
const contexts = [
  'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  'first marathon in 3 weeks and my knee hurts',
  'pitching my startup to investors on Friday',
  'my exams start tomorrow and I have not slept well',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, places = 2) => Number(value.toFixed(places));

const results: Record<string, unknown> = {};
for (const duration of DURATIONS) {
  const firstChunk: number[] = [];
  const total: number[] = [];
  let words = 0;
  for (let i = 0; i < RUNS; i++) {
    const request = {
      context: contexts[i % contexts.length] ?? '',
      tone: TONES[i % TONES.length] ?? 'encouraging',
      voiceStyle: 'warm' as const,
      duration,
      firstName: 'Sam',
      seed: i,
    };
    const start = performance.now();
    let first = 0;
    let text = '';
    for await (const event of writer.write(request, EMPTY_PROFILE)) {
      if (event.type !== 'chunk') continue;
      if (!first) first = performance.now() - start;
      text += event.text;
    }
    total.push(performance.now() - start);
    firstChunk.push(first);
    words += countWords(text);
  }
  const totalMs = total.reduce((sum, ms) => sum + ms, 0);
  results[duration] = {
    firstChunkMsP50: round(percentile(firstChunk, 50)),
    firstChunkMsP99: round(percentile(firstChunk, 99)),
    totalMsP50: round(percentile(total, 50)),
    totalMsP99: round(percentile(total, 99)),
    meanWords: Math.round(words / RUNS),
    wordsPerSecond: Math.round(words / (totalMs / 1000)),
  };
}
// A returning user asking for the same thing again: the writer avoids the sentences of their last 10
// speeches (as the server's writer profile says), so it passes over many lines before it finds fresh ones.
const recent: string[] = [];
const returning: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const profile = { ...EMPTY_PROFILE, recentSentences: recent.slice(-10).flatMap(splitSentences) };
  const request = {
    context: contexts[0] ?? '',
    tone: 'encouraging' as const,
    voiceStyle: 'warm' as const,
    duration: 'medium' as const,
    firstName: 'Sam',
    seed: i,
  };
  const start = performance.now();
  let text = '';
  for await (const event of writer.write(request, profile)) if (event.type === 'chunk') text += event.text;
  returning.push(performance.now() - start);
  recent.push(text);
}
results.returningUserMedium = {
  totalMsP50: round(percentile(returning, 50)),
  totalMsP99: round(percentile(returning, 99)),
};
// The crisis screen that runs before any writer (the local detector and the language of its message): what
// it adds to a request, over everyday and crisis contexts of every length up to the longest allowed.
const { screenTexts } = await import('../src/server/safety/crisis-support');
const { DEVELOPMENT } = await import('../tests/safety-eval/training');
const screened = [
  ...contexts,
  ...DEVELOPMENT.everyday.slice(0, 100),
  ...DEVELOPMENT.crisis.slice(0, 100).map((c) => c.text),
  `${contexts.join('. ')}. `.repeat(12).slice(0, CONTEXT_MAX_LENGTH),
];
// Wall time, and the CPU time the process spent: on a loaded machine the wall time's tail is mostly waiting
// for a core, which the CPU time leaves out.
const screen: number[] = [];
const screenCpu: number[] = [];
for (let i = 0; i < RUNS * 10; i++) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  screenTexts([screened[i % screened.length]], 'Europe/London');
  screen.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  screenCpu.push((used.user + used.system) / 1000);
}
results.crisisScreen = {
  runs: screen.length,
  msP50: round(percentile(screen, 50), 3),
  msP99: round(percentile(screen, 99), 3),
  msMax: round(Math.max(...screen), 3),
  cpuMsP50: round(percentile(screenCpu, 50), 3),
  cpuMsP99: round(percentile(screenCpu, 99), 3),
};
rmSync(bundleDir, { recursive: true, force: true });
console.log(JSON.stringify({ bench: 'writer', writer: 'local', runsPerDuration: RUNS, ...results }));
