// Server memory: the production server's resident set (VmRSS of its process) idle after start-up, then
// after 1,000 generations (local writer, medium, 10 at a time), and once more after a pause, on PGlite and
// on Postgres when BENCH_POSTGRES_URL names a server. Prints one JSON object.
// Run with `npm run bench` (or `npx tsx bench/memory.ts`).
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type DatabaseKind,
  GENERATE_BODY,
  openBenchServer,
  rssMb,
  signUpUnlimitedPro,
} from './lib/bench-server';

const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 1000);
const PARALLEL = 10;
const SETTLE_MS = 5000;
const postgresUrl = process.env.BENCH_POSTGRES_URL;

async function measureOn(kind: DatabaseKind) {
  const bench = await openBenchServer(kind, postgresUrl);
  try {
    const user = await signUpUnlimitedPro(bench, `memory-${kind}-${Date.now()}@example.com`);
    const { baseUrl, child } = bench.server;
    const pid = child.pid ?? 0;
    await sleep(SETTLE_MS);
    const idleMb = rssMb(pid);
    let peakMb = idleMb;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < GENERATIONS) {
          next += 1;
          const response = await fetch(`${baseUrl}/api/speeches/generate`, {
            method: 'POST',
            headers: { cookie: user.cookie, 'content-type': 'application/json' },
            body: JSON.stringify(GENERATE_BODY),
          });
          if (response.status !== 201) throw new Error(`generation answered ${response.status}`);
          await response.arrayBuffer();
          peakMb = Math.max(peakMb, rssMb(pid));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const afterMb = rssMb(pid);
    await sleep(SETTLE_MS);
    return {
      idleMb,
      afterGenerationsMb: afterMb,
      afterPauseMb: rssMb(pid),
      peakMb,
      generationsPerSecond: Math.round(GENERATIONS / seconds),
    };
  } finally {
    await bench.close();
  }
}

console.log(
  JSON.stringify({
    bench: 'memory',
    generations: GENERATIONS,
    parallel: PARALLEL,
    pglite: await measureOn('pglite'),
    postgres: postgresUrl ? await measureOn('postgres') : 'skipped: set BENCH_POSTGRES_URL',
  }),
);
