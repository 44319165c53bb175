// Build step, run by scripts/build-server.mjs from the bundle: writes the empty database beside the
// server, created and migrated, which a first start copies instead of running PGlite's initdb (see
// createEmbedded). Migrated here too, so that a first start does no more than any later start.
import { rmSync } from 'node:fs';
import { fromPglite } from './client';
import { emptyDatabaseDir, openEmbedded } from './embedded';
import { migrate } from './migrate';

const dir = emptyDatabaseDir();
rmSync(dir, { recursive: true, force: true });
// With nothing at `dir` yet, this is initdb (in its child process), then the database opened.
const database = fromPglite(await openEmbedded(dir));
await migrate(database);
await database.close();
console.log(`empty database written to ${dir}`);
