// Bundles the server into dist/server/main.js and the operator's commands into admin.js (dependencies stay
// in node_modules), copies the SQL migrations beside them, where src/server/db/migrate.ts looks, checks the
// writer's content and writes it beside them as JSON, and writes the empty embedded database that a first
// start copies (src/server/db/embedded.ts). First it trains the crisis classifier and the writer's moment
// reader, and lists the English the language detector knows.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}/dist/server`;

// The crisis classifier and the moment reader learn from files under tests/ (which the bundle never
// includes); the server bundles only their weights. The language detector's English comes from the content.
for (const script of [
  'train-crisis-classifier.ts',
  'train-moment-reader.ts',
  'write-english-vocabulary.ts',
]) {
  const written = spawnSync(process.execPath, ['--import', 'tsx', `${root}/scripts/${script}`], {
    stdio: 'inherit',
  });
  if (written.status !== 0) process.exit(written.status ?? 1);
}

rmSync(outDir, { recursive: true, force: true });
await build({
  // The local voices, the music mixing and the local writer run in worker threads, which load their own
  // entries beside main.js (src/server/workers/start-worker.ts).
  entryPoints: {
    main: `${root}/src/server/main.ts`,
    admin: `${root}/src/server/admin.ts`,
    'voice-worker': `${root}/src/server/voice/engines/local/voice-worker.ts`,
    'music-worker': `${root}/src/server/voice/music/music-worker.ts`,
    'writer-worker': `${root}/src/server/speeches/writer/writer-worker.ts`,
    'empty-database': `${root}/src/server/db/empty-database.ts`,
    'compile-content': `${root}/src/server/speeches/writer/content/compile-content.ts`,
  },
  outdir: outDir,
  bundle: true,
  // A module the server imports only when configured (Stripe, SMTP, Postgres) or only for an LLM's speech
  // (the text analysis) is a chunk of its own, loaded with its packages on first use (decision 020).
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(`${root}/src/server/db/migrations`, `${outDir}/migrations`, { recursive: true });
// The writer's content, checked (a problem stops the build) and written beside the bundle as JSON.
const content = spawnSync(
  process.execPath,
  [`${outDir}/compile-content.js`, `${root}/content/speech`, `${outDir}/speech-content.json`],
  { stdio: 'inherit' },
);
if (content.status !== 0) process.exit(content.status ?? 1);
const emptyDatabase = spawnSync(process.execPath, [`${outDir}/empty-database.js`], { stdio: 'inherit' });
if (emptyDatabase.status !== 0) process.exit(emptyDatabase.status ?? 1);
console.log('server bundle written to dist/server');
