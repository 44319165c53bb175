import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEAN_V8_FLAGS, MALLOC_ARENAS } from '../../src/server/lean-process';
import { adminQuery, withDatabase } from '../setup/global-db';
import { healthDetails, SERVER_ENTRY, startServer, tempDataDir } from './support/server-process';

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = tempDataDir();
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function signUp(baseUrl: string, email: string) {
  return fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'restart proof secret', firstName: 'Rae' }),
  });
}

async function logIn(baseUrl: string, email: string) {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'restart proof secret' }),
  });
}

describe('the production server process', () => {
  it('serves the landing page and health with only a data directory, and keeps data across restarts', async () => {
    const dataDir = freshDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    // Anyone gets the status; the details only with HEALTH_TOKEN.
    expect(await (await fetch(`${first.baseUrl}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await healthDetails(first.baseUrl)).toMatchObject({ status: 'ok', db: 'pglite' });
    const landing = await fetch(`${first.baseUrl}/`);
    expect(landing.headers.get('content-type')).toContain('text/html');
    expect(await landing.text()).toContain('<div id="root">');
    expect((await signUp(first.baseUrl, 'rae@example.com')).status).toBe(201);
    expect(await first.stop()).toBe(0);
    expect(first.logs.join('')).toContain('shutting down');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(true);

    // Second start on the same directory: migrations are a no-op and the account is still there.
    const second = await startServer({ DATA_DIR: dataDir });
    expect((await logIn(second.baseUrl, 'rae@example.com')).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });

  it('re-executes itself with one malloc arena and lean V8 flags on Node 22.15 and later, else runs as is', async () => {
    const canRelaunch = typeof (process as { execve?: unknown }).execve === 'function';
    const started = async (env: Record<string, string>) => {
      const server = await startServer({ DATA_DIR: freshDataDir(), ...env });
      // What the process was last executed with: the re-executed server's own variables and flags.
      const read = (file: string) => readFileSync(`/proc/${server.child.pid}/${file}`, 'utf8').split('\0');
      const [variables, commandLine] = [read('environ'), read('cmdline')];
      expect(await server.stop()).toBe(0);
      return {
        arenas: variables.filter((variable) => variable.startsWith('MALLOC_ARENA_MAX=')),
        v8Flags: commandLine.filter((arg) => arg.startsWith('--')),
      };
    };
    const lean = await started({});
    expect(lean).toEqual(
      canRelaunch
        ? { arenas: [`MALLOC_ARENA_MAX=${MALLOC_ARENAS}`], v8Flags: [...LEAN_V8_FLAGS] }
        : { arenas: [], v8Flags: [] },
    );
    // WebAssembly stays on V8's baseline compiler: its optimising tier compiling PGlite took a start past
    // 512 MB on Node 24.
    if (canRelaunch) expect(lean.v8Flags).toContain('--liftoff-only');
    // A process the operator set up their own way stands as it is.
    expect(await started({ MALLOC_ARENA_MAX: '4' })).toEqual({ arenas: ['MALLOC_ARENA_MAX=4'], v8Flags: [] });
  });

  it('serves hashed assets for a year, HTML for no time, and falls back to index.html for client routes', async () => {
    const server = await startServer({ DATA_DIR: freshDataDir() });
    try {
      const home = await fetch(`${server.baseUrl}/`);
      expect(home.headers.get('cache-control')).toBe('no-cache');
      const html = await home.text();
      const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
      expect(asset).toBeDefined();
      const assetResponse = await fetch(`${server.baseUrl}${asset}`);
      expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const deepLink = await fetch(`${server.baseUrl}/some/client/route`);
      expect(deepLink.status).toBe(200);
      expect(deepLink.headers.get('cache-control')).toBe('no-cache');
      // The app's page, with that route's preloads (tests/e2e/route-preloads.test.ts).
      expect(await deepLink.text()).toContain(`<script type="module" crossorigin src="${asset}"></script>`);
      const login = await fetch(`${server.baseUrl}/login.html`);
      expect(await login.text()).toContain('login');
      const missingAsset = await fetch(`${server.baseUrl}/assets/nope.js`);
      expect(missingAsset.status).toBe(404);
      const api = await fetch(`${server.baseUrl}/api/nope`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ message: 'Route GET /api/nope not found' });
    } finally {
      await server.stop();
    }
  });

  it('loads no package at start that only some configurations or first uses need (decision 020)', () => {
    // The packages the bundle imports before serving: the entry's imports (it loads the server with a
    // dynamic one), then static imports followed through the chunks.
    const loaded = new Set<string>();
    const seen = new Set<string>();
    const follow = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(path.join(path.dirname(SERVER_ENTRY), file), 'utf8');
      for (const [, from] of source.matchAll(/^import\s[^;]*?\s*["']([^"']+)["']/gm)) {
        if (from?.startsWith('./')) follow(from.slice(2));
        else if (from) loaded.add(from);
      }
    };
    const entry = readFileSync(SERVER_ENTRY, 'utf8');
    for (const [, chunk] of entry.matchAll(/\bimport\(["']\.\/([^"']+)["']\)/g)) if (chunk) follow(chunk);
    follow(path.basename(SERVER_ENTRY));
    expect(loaded.has('@electric-sql/pglite')).toBe(true); // the walk reaches the server's own imports
    const onUse = ['compromise', 'stripe', '@aws-sdk/client-s3', 'nodemailer', 'pg', 'web-push'];
    const zxcvbn = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'];
    for (const name of [...onUse, ...zxcvbn, 'drizzle-orm/node-postgres', 'wasm-media-encoders'])
      expect(loaded.has(name), name).toBe(false);
  });

  it('refuses to start on a bad setting and names it', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', DATA_DIR: freshDataDir() },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });

  // Runs in CI's Postgres pass (.ci/run sets TEST_DATABASE_URL); there is no Postgres to point at otherwise.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'uses the Postgres server named by DATABASE_URL',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `uplift_start_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}`);
      try {
        const env = { DATA_DIR: freshDataDir(), DATABASE_URL: withDatabase(adminUrl, name) };
        const first = await startServer(env);
        expect(await healthDetails(first.baseUrl)).toMatchObject({ db: 'postgres' });
        expect((await signUp(first.baseUrl, 'pg@example.com')).status).toBe(201);
        expect(await first.stop()).toBe(0);
        const second = await startServer(env);
        expect((await logIn(second.baseUrl, 'pg@example.com')).status).toBe(200);
        expect(await second.stop()).toBe(0);
      } finally {
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      }
    },
  );
});
