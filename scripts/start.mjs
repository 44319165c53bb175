// `npm start`: build when the sources are newer than the build, then run the production server.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (needsBuild(root)) {
  console.log('Building Uplift (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
