import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsBuild } from './build-state.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function touch(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

describe('npm start builds only when needed', () => {
  it('builds when an output is missing, skips when outputs are newer, rebuilds after a source edit', () => {
    root = mkdtempSync(path.join(tmpdir(), 'uplift-build-'));
    touch('src/server/main.ts', 100);
    touch('package.json', 100);
    expect(needsBuild(root)).toBe(true);
    for (const output of [
      'dist/client/index.html',
      'dist/client/login.html',
      'dist/server/main.js',
      'dist/server/admin.js',
    ])
      touch(output, 50);
    expect(needsBuild(root)).toBe(false);
    touch('src/client/App.tsx', 10);
    expect(needsBuild(root)).toBe(true);
  });
});
