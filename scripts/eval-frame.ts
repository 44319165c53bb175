// How often the frame reads kind, moment, weight and whose situation it is right, on the hand-labelled
// situations in tests/writer-eval/frame-corpus/ (npm run eval:frame -- tuning). Prints one JSON object per
// file named; `--misses` adds what it read wrong (only for tuning: the held-out files are measured, not read).
import { accuracy, CORPUS_FILES, loadCorpus } from '../tests/writer-eval/frame-accuracy';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !(CORPUS_FILES as readonly string[]).includes(name));
if (unknown.length > 0)
  throw new Error(`no file ${unknown.join(', ')}; the files: ${CORPUS_FILES.join(', ')}`);
const out: Record<string, unknown> = {};
for (const name of named.length > 0 ? CORPUS_FILES.filter((file) => named.includes(file)) : CORPUS_FILES) {
  const result = accuracy(loadCorpus(name));
  out[name] = showMisses && name === 'tuning' ? result : result.accuracy;
}
console.log(JSON.stringify(out, null, 2));
