// Build step, run by scripts/build-server.mjs from the bundle: writes the empty database beside the
// server, created and migrated, which a first start copies instead of running PGlite's initdb (see
// createEmbedded). Migrated here too, so that a first start does no more than any later start.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from './client';
import { embeddedStartParams, emptyDatabaseDir, initEmbedded } from './embedded';
import { migrate } from './migrate';

const dir = emptyDatabaseDir();
rmSync(dir, { recursive: true, force: true });
await initEmbedded(dir);
const database = fromPglite(await PGlite.create(dir, { startParams: embeddedStartParams() }));
await migrate(database);
await database.close();
console.log(`empty database written to ${dir}`);
