// `npm run admin -- <command>`: the operator's commands (src/server/admin.ts), on the current build.
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-state.mjs';

buildIfNeeded(fileURLToPath(new URL('..', import.meta.url)));
await import('../dist/server/admin.js');
