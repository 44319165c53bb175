// Writes the English the language detector knows (src/server/language/english-vocabulary.json): every word
// of the writer's English content and the shorthand people type (englishVocabulary in
// src/server/speeches/writer/frame/known-words.ts). The detector runs on the server's main thread, which
// never loads the writer's content, so it reads this list instead. Run by the build
// (scripts/build-server.mjs), and by hand after editing the content: `npx tsx scripts/write-english-vocabulary.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { englishVocabulary } from '../src/server/speeches/writer/frame/known-words';

export const VOCABULARY_PATH = fileURLToPath(
  new URL('../src/server/language/english-vocabulary.json', import.meta.url),
);

/** The list as JSON, a word a line, sorted: the same content, the same file. */
export function serialiseVocabulary(words: ReadonlySet<string>): string {
  return `[\n${[...words]
    .sort()
    .map((word) => `  ${JSON.stringify(word)}`)
    .join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const words = englishVocabulary();
  writeFileSync(VOCABULARY_PATH, serialiseVocabulary(words));
  console.log(`english vocabulary: ${words.size} words written to ${VOCABULARY_PATH}`);
}
