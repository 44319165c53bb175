// `npm start`: build when the sources are newer than the build, then run the production server.
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-state.mjs';

buildIfNeeded(fileURLToPath(new URL('..', import.meta.url)));
await import('../dist/server/main.js');
