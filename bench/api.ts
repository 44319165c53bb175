// API throughput: autocannon against the production server on loopback, signed in, 50 connections, beside
// a bare Fastify route measured in the same run as the machine's ceiling. On PGlite, and on Postgres when
// BENCH_POSTGRES_URL names a server (the bench creates its own database there and drops it). Prints one
// JSON object. Run with `npm run bench` (or `npx tsx bench/api.ts`).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../tests/e2e/support/server-process';
import {
  cpuMs,
  type DatabaseKind,
  GENERATE_BODY,
  openBenchServer,
  signUpUnlimitedPro,
} from './lib/bench-server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
// The reading routes answer for a user with this many medium speeches (the dashboard shows 10).
const SEEDED_SPEECHES = 10;
const postgresUrl = process.env.BENCH_POSTGRES_URL;

type Measured = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's CPU time per answered request: steadier than req/s on a busy machine. */
  serverCpuMsPerRequest: number;
  non2xx: number;
  errors: number;
};

async function measure(pid: number, url: string, options: Partial<autocannon.Options> = {}) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
  const measured: Measured = {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMsPerRequest: Number(((cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total)).toFixed(3)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
  return measured;
}

async function startHello(): Promise<{ baseUrl: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./hello-server.mjs', import.meta.url)), String(port)],
    { stdio: 'inherit' },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${baseUrl}/hello`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(50);
  return { baseUrl, pid: child.pid ?? 0, stop: () => child.kill() };
}

async function measureOn(kind: DatabaseKind, hello: { baseUrl: string; pid: number }) {
  const bench = await openBenchServer(kind, postgresUrl);
  try {
    const user = await signUpUnlimitedPro(bench, `bench-${kind}-${Date.now()}@example.com`);
    const base = bench.server.baseUrl;
    const generate = {
      method: 'POST' as const,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(GENERATE_BODY),
    };
    for (let i = 0; i < SEEDED_SPEECHES; i++) {
      const response = await fetch(`${base}/api/speeches/generate`, generate);
      if (response.status !== 201) throw new Error(`seeding a speech: ${response.status}`);
    }
    const signedIn = { headers: { cookie: user.cookie } };
    const pid = bench.server.child.pid ?? 0;
    const dashboardBytes = (await (await fetch(`${base}/api/user`, signedIn)).arrayBuffer()).byteLength;
    const fastifyHello = await measure(hello.pid, `${hello.baseUrl}/hello`);
    // The same framework sending a body as large as GET /api/user's: that route's ceiling here.
    const fastifySameBodyAsUser = {
      bytes: dashboardBytes,
      ...(await measure(hello.pid, `${hello.baseUrl}/sized/${dashboardBytes}`)),
    };
    const routes: Record<string, Measured> = {
      'GET /api/health': await measure(pid, `${base}/api/health`),
      'GET /api/auth/user': await measure(pid, `${base}/api/auth/user`, signedIn),
      'GET /api/user': await measure(pid, `${base}/api/user`, signedIn),
      'GET /api/speeches': await measure(pid, `${base}/api/speeches`, signedIn),
      'GET /api/subscription/status': await measure(pid, `${base}/api/subscription/status`, signedIn),
      // Last: it adds thousands of speeches, which the reading routes would otherwise page through.
      'POST /api/speeches/generate (local, medium)': await measure(
        pid,
        `${base}/api/speeches/generate`,
        generate,
      ),
    };
    const ratio = (part: number, whole: number) => Number((part / whole).toFixed(3));
    return {
      fastifyHello,
      fastifySameBodyAsUser,
      routes: Object.fromEntries(
        Object.entries(routes).map(([name, route]) => [
          name,
          {
            ...route,
            ratioToHello: ratio(route.requestsPerSecond, fastifyHello.requestsPerSecond),
            cpuRatioToHello: ratio(fastifyHello.serverCpuMsPerRequest, route.serverCpuMsPerRequest),
          },
        ]),
      ),
    };
  } finally {
    await bench.close();
  }
}

const hello = await startHello();
try {
  console.log(
    JSON.stringify({
      bench: 'api',
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      fixture: `a Pro user with ${SEEDED_SPEECHES} medium speeches; generate writes more with the local writer`,
      pglite: await measureOn('pglite', hello),
      postgres: postgresUrl ? await measureOn('postgres', hello) : 'skipped: set BENCH_POSTGRES_URL',
    }),
  );
} finally {
  hello.stop();
}
