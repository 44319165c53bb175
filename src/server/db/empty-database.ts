// Build step, run by scripts/build-server.mjs from the bundle: writes the empty database beside the
// server, which a first start copies instead of running PGlite's initdb (see createEmbedded).
import { writeEmptyDatabase } from './embedded';

console.log(`empty database written to ${await writeEmptyDatabase()}`);
