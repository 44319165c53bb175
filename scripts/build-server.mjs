// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the SQL
// migrations beside it, where src/server/db/migrate.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}/dist/server`;

rmSync(outDir, { recursive: true, force: true });
await build({
  // The local voice engine runs in worker threads, which load their own entry beside main.js.
  entryPoints: {
    main: `${root}/src/server/main.ts`,
    'voice-worker': `${root}/src/server/voice/engines/local/voice-worker.ts`,
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(`${root}/src/server/db/migrations`, `${outDir}/migrations`, { recursive: true });
console.log('server bundle written to dist/server');
