// `npm run bench`: builds if needed, then runs every bench/*.ts in turn; each prints one JSON object.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildIfNeeded(root, { quiet: true });
let failed = false;
for (const file of readdirSync(`${root}/bench`)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const run = spawnSync('npx', ['tsx', `bench/${file}`], { cwd: root, stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
