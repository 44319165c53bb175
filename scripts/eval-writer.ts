// The local writer on the evaluation sets (npm run eval:writer): prints one JSON object with the counted
// measures for the development set and the held-out sets, and writes each set's reading pack for blind
// readers to tests/writer-eval/reading/<set>.md (the rubric is tests/writer-eval/sets/rubric.md).
// `npm run eval:writer -- development` runs only the sets named, so that tuning never prints a held-out one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadSet, readingPack, report, SETS, writeSet } from '../tests/writer-eval/eval-report';

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(SETS as readonly string[]).includes(name));
if (unknown.length > 0)
  throw new Error(`no evaluation set ${unknown.join(', ')}; the sets: ${SETS.join(', ')}`);
const chosen = named.length > 0 ? SETS.filter((set) => named.includes(set)) : SETS;

const dir = new URL('../tests/writer-eval/reading/', import.meta.url);
mkdirSync(dir, { recursive: true });
const out: Record<string, unknown> = {};
for (const set of chosen) {
  const written = writeSet(loadSet(set));
  writeFileSync(new URL(`${set}.md`, dir), readingPack(written));
  out[set] = report(written);
}
console.log(JSON.stringify(out, null, 2));
