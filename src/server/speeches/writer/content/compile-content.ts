// Build step (scripts/build-server.mjs): checks the writer's content files and writes them, checked, as
// one JSON file beside the server bundle, which the writer reads instead of the YAML. A problem in any
// file stops the build with the list of problems.
import { writeFileSync } from 'node:fs';
import { ContentError, readSpeechContent } from './load-content';

const [sourceDir, outFile] = process.argv.slice(2);
if (!sourceDir || !outFile) throw new Error('usage: compile-content <content dir> <out file>');
try {
  const content = readSpeechContent(sourceDir);
  writeFileSync(outFile, JSON.stringify(content));
  console.log(`speech content: ${Object.keys(content.kinds).length} kinds checked`);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}
