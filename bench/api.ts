// API throughput: autocannon against the production server on loopback, signed in, next to a bare
// Fastify route. Prints one JSON object. Run with `npm run bench` (or `npx tsx bench/api.ts`).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startServer, tempDataDir } from '../tests/e2e/server-process';
import { adminQuery, withDatabase } from '../tests/setup/global-db';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function startHello(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./hello-server.mjs', import.meta.url)), String(port)],
    {
      stdio: 'inherit',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${baseUrl}/hello`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(50);
  return { baseUrl, stop: () => child.kill() };
}

// BENCH_POSTGRES_URL: a Postgres server to measure on; the bench makes its own database there and drops it.
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const benchDatabase = `uplift_bench_${Date.now()}`;
const dataDir = tempDataDir();
const env: Record<string, string> = { DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
if (postgresUrl) {
  await adminQuery(postgresUrl, `create database ${benchDatabase}`);
  env.DATABASE_URL = withDatabase(postgresUrl, benchDatabase);
}
const server = await startServer(env);
const hello = await startHello();
try {
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'benchmark passphrase',
      firstName: 'Ben',
    }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const results = {
    bench: 'api',
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    fastifyHello: await measure(`${hello.baseUrl}/hello`),
    health: await measure(`${server.baseUrl}/api/health`),
    authUser: await measure(`${server.baseUrl}/api/auth/user`, { cookie }),
    dashboardUser: await measure(`${server.baseUrl}/api/user`, { cookie }),
  };
  console.log(JSON.stringify(results));
} finally {
  hello.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists ${benchDatabase} with (force)`);
}
