// The local writer on the evaluation sets (npm run eval:writer): prints one JSON object with the counted
// measures for the development set and the held-out set, and writes each set's reading pack for blind
// readers to tests/writer-eval/reading/<set>.md (the rubric is tests/writer-eval/sets/rubric.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadSet, readingPack, report, SETS, writeSet } from '../tests/writer-eval/eval-report';

const dir = new URL('../tests/writer-eval/reading/', import.meta.url);
mkdirSync(dir, { recursive: true });
const out: Record<string, unknown> = {};
for (const set of SETS) {
  const written = writeSet(loadSet(set));
  writeFileSync(new URL(`${set}.md`, dir), readingPack(written));
  out[set] = report(written);
}
console.log(JSON.stringify(out, null, 2));
