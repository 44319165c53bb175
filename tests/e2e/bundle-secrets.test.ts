import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The client bundle is public: no server secret may reach it, whatever the build's environment holds.
// A build is made with a recognisable canary in every secret variable, and every file it emits is read.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

const CANARIES: Record<string, string> = {
  SESSION_SECRET: 'canary-session-secret-7f3a9c1e5b2d4a6f8e0c',
  STRIPE_SECRET_KEY: 'sk_test_canary51Hq8ZpLmN0tRsVwXy',
  STRIPE_WEBHOOK_SECRET: 'whsec_canary9c2e7b4d1a6f3e8c5b0a',
  LLM_API_KEY: 'canary-llm-key-3d8f1b6e9a2c5f7d0b4e',
  ELEVENLABS_API_KEY: 'canary-elevenlabs-key-6a1d4f9c2e7b0a3d',
  OPENAI_API_KEY: 'sk-canary-openai-2b7e0d5a8c3f6e1b9d4a',
  S3_ACCESS_KEY_ID: 'CANARYACCESSKEY4Q7Z',
  S3_SECRET_ACCESS_KEY: 'canary-s3-secret-8e3b6d1f4a9c2e7b0d5f',
  DATABASE_URL: 'postgres://uplift:canary-db-password-5c8a1e4d@db.internal:5432/uplift',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every emitted file as text (latin1 keeps any byte sequence searchable, binary files included). */
const contents = (dir: string) =>
  filesUnder(dir).map((file) => ({
    file: path.relative(dir, file),
    text: readFileSync(file).toString('latin1'),
  }));

describe('the client bundle', () => {
  it('holds none of the server secrets present in the build environment', { timeout: 240_000 }, async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'uplift-canary-build-'));
    try {
      await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: ROOT,
        env: { ...process.env, ...CANARIES, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      });
      const files = contents(outDir);
      // The scan read a real build: both pages and their scripts.
      expect(files.map(({ file }) => file)).toEqual(expect.arrayContaining(['index.html', 'login.html']));
      expect(files.filter(({ file }) => file.endsWith('.js')).length).toBeGreaterThan(0);
      for (const { file, text } of files) {
        for (const [name, value] of Object.entries(CANARIES)) {
          expect(text.includes(value), `${name} in ${file}`).toBe(false);
        }
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('served from dist/client has no Stripe secret or webhook key in it', () => {
    const files = contents(path.join(ROOT, 'dist/client'));
    expect(files.length).toBeGreaterThan(2);
    for (const { file, text } of files) {
      expect(text, file).not.toMatch(/\b(sk|rk)_(live|test)_[0-9A-Za-z]{8,}/);
      expect(text, file).not.toMatch(/\bwhsec_[0-9A-Za-z]{8,}/);
    }
  });
});
