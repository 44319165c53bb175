import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'package.json', 'package-lock.json', 'vite.config.ts'];
const OUTPUTS = [
  'dist/client/index.html',
  'dist/client/login.html',
  'dist/server/main.js',
  'dist/server/admin.js',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Directories count through their files only: creating a folder alone changes nothing to build.
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The build is needed when an output is missing or any source changed after the oldest output. */
export function needsBuild(root) {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return true;
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > oldestOutput);
}

/**
 * Runs `npm run build` when needed (a first start, changed sources); exits the process if it fails.
 * `quiet` keeps stdout for the caller's own output (the benchmarks print JSON there).
 */
export function buildIfNeeded(root, { quiet = false } = {}) {
  if (!needsBuild(root)) return;
  if (!quiet) console.log('Building Uplift (first start or sources changed)...');
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
