// Server memory: the production server's resident set (VmRSS of its process, worker threads included) on
// PGlite, and on Postgres when BENCH_POSTGRES_URL names a server: idle 10 s after a first start (a fresh
// data directory), idle after a restart, the peak during a traffic mix (generate, listen to every 15th,
// dashboard; 10 at a time), 10 s after the traffic stops, and once the idle workers have stopped.
// BENCH_BASELINE_ENTRY names another build's main.js (e.g. a copy of an older dist/server) to measure
// side by side in the same run. Prints one JSON object.
// Run with `npm run bench` (or `npx tsx bench/memory.ts`).
import { setTimeout as sleep } from 'node:timers/promises';
import { WORKER_IDLE_MS } from '../src/server/workers/worker-pool';
import { type DatabaseKind, openBenchServer, rssMb, signUpUnlimitedPro } from './lib/bench-server';
import { runTraffic } from './lib/traffic';

const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 150);
const LISTEN_EVERY = 15;
const PARALLEL = 10;
const SETTLE_MS = 10_000;
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const baselineEntry = process.env.BENCH_BASELINE_ENTRY;

async function measureOn(kind: DatabaseKind, entry?: string) {
  const bench = await openBenchServer(kind, postgresUrl, {}, entry);
  try {
    await sleep(SETTLE_MS);
    const afterFirstStartMb = rssMb(bench.server.child.pid ?? 0);
    // On PGlite this restarts the server (the bench's query needs the database to itself).
    const user = await signUpUnlimitedPro(bench, `memory-${kind}-${Date.now()}@example.com`);
    const pid = bench.server.child.pid ?? 0;
    await sleep(SETTLE_MS);
    const idleMb = rssMb(pid);
    let peakMb = idleMb;
    const started = performance.now();
    const traffic = await runTraffic({
      baseUrl: bench.server.baseUrl,
      cookie: user.cookie,
      generations: GENERATIONS,
      listenEvery: LISTEN_EVERY,
      parallel: PARALLEL,
      onAnswer: () => {
        peakMb = Math.max(peakMb, rssMb(pid));
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const failed = Object.entries(traffic.statuses).filter(([status]) => !['200', '201'].includes(status));
    if (failed.length > 0) throw new Error(`unexpected answers: ${JSON.stringify(traffic.statuses)}`);
    await sleep(SETTLE_MS);
    const afterTrafficMb = rssMb(pid);
    await sleep(WORKER_IDLE_MS);
    return {
      afterFirstStartMb,
      idleMb,
      peakMb,
      afterTrafficMb,
      afterWorkersIdleMb: rssMb(pid),
      listens: traffic.listens,
      generationsPerSecond: Math.round(GENERATIONS / seconds),
    };
  } finally {
    await bench.close();
  }
}

async function measureBoth(entry?: string) {
  return {
    pglite: await measureOn('pglite', entry),
    postgres: postgresUrl ? await measureOn('postgres', entry) : 'skipped: set BENCH_POSTGRES_URL',
  };
}

console.log(
  JSON.stringify({
    bench: 'memory',
    generations: GENERATIONS,
    listenEvery: LISTEN_EVERY,
    parallel: PARALLEL,
    ...(await measureBoth()),
    baseline: baselineEntry ? { entry: baselineEntry, ...(await measureBoth(baselineEntry)) } : undefined,
  }),
);
