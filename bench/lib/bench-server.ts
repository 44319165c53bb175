// The production server for benchmarks and the soak: on PGlite in a temporary data directory, or on a
// Postgres database of its own (created here, dropped on close) when a server URL is given.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type RunningServer, startServer, tempDataDir } from '../../tests/e2e/support/server-process';
import { adminQuery, withDatabase } from '../../tests/setup/global-db';

export type DatabaseKind = 'pglite' | 'postgres';
// A first start creates the embedded database, which takes a while on a busy machine.
const START_TIMEOUT_MS = 180_000;

/** A free-access Pro code the bench servers seed, so test users get a plan through the product's own path. */
export const BENCH_PRO_CODE = 'BENCHPRO';

export type BenchServer = {
  kind: DatabaseKind;
  /** The running server; replaced when a PGlite query restarts it. */
  server: RunningServer;
  /**
   * Runs SQL on the server's database. PGlite allows one process, so there the server is stopped for
   * the query and started again unless `restart` is false.
   */
  query<Row>(text: string, params?: unknown[], options?: { restart?: boolean }): Promise<Row[]>;
  close(): Promise<void>;
};

export async function openBenchServer(
  kind: DatabaseKind,
  postgresUrl: string | undefined,
  extraEnv: Record<string, string> = {},
  /** Another build's main.js to run instead of dist/server/main.js. */
  entry?: string,
): Promise<BenchServer> {
  const dataDir = tempDataDir();
  const database = `uplift_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    DISCOUNT_CODES: `${BENCH_PRO_CODE}:pro`,
    ...extraEnv,
  };
  let pool: pg.Pool | null = null;
  const dropDatabase = async () => {
    await pool?.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (postgresUrl && kind === 'postgres') {
      await adminQuery(postgresUrl, `drop database if exists ${database} with (force)`);
    }
  };
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('a Postgres URL is needed to measure on Postgres');
    await adminQuery(postgresUrl, `create database ${database}`);
    env.DATABASE_URL = withDatabase(postgresUrl, database);
    pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  }
  const server = await startServer(env, START_TIMEOUT_MS, entry).catch(async (error: unknown) => {
    await dropDatabase();
    throw error;
  });
  const bench: BenchServer = {
    kind,
    server,
    async query<Row>(text: string, params: unknown[] = [], { restart = true } = {}) {
      if (pool) return (await pool.query(text, params)).rows as Row[];
      if (bench.server.child.exitCode === null) await bench.server.stop();
      const client = await PGlite.create(path.join(dataDir, 'db'));
      try {
        return (await client.query<Row>(text, params)).rows;
      } finally {
        await client.close();
        if (restart) bench.server = await startServer(env, START_TIMEOUT_MS, entry);
      }
    },
    async close() {
      await bench.server.stop();
      await dropDatabase();
    },
  };
  return bench;
}

export type BenchUser = { id: string; cookie: string };

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up a user; resolves with the id and the session cookie to send back. */
export async function signUp(baseUrl: string, email: string): Promise<BenchUser> {
  const response = await expectStatus(
    await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'benchmark passphrase', firstName: 'Ben' }),
    }),
    201,
    'sign-up',
  );
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, cookie };
}

/** Puts the user on Pro through the discount-code route (200 speeches a month). */
export async function redeemPro(baseUrl: string, user: BenchUser): Promise<void> {
  await expectStatus(
    await fetch(`${baseUrl}/api/create-subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ discountCode: BENCH_PRO_CODE }),
    }),
    200,
    'discount code',
  );
}

/** A Pro user whose monthly limit is raised in the database, so a benchmark never runs into it. */
export async function signUpUnlimitedPro(bench: BenchServer, email: string, limit = 10_000_000) {
  const user = await signUp(bench.server.baseUrl, email);
  await redeemPro(bench.server.baseUrl, user);
  await bench.query('update users set speech_limit = $1 where id = $2', [limit, user.id]);
  return user;
}

export const GENERATE_BODY = {
  context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'medium',
} as const;

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  const kb = Number(line?.match(/\d+/)?.[0] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU time a process has used so far (user + system) in ms, from /proc/<pid>/stat (Linux, 100 ticks/s). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
