// Checks the writer's content files (content/speech/) and lists every problem: `npm run check:content`.
// The build runs the same check and stops on a problem (scripts/build-server.mjs).
import { readSpeechContent, SOURCE_DIR } from '../src/server/speeches/writer/content/load-content';

try {
  const { kinds } = readSpeechContent(SOURCE_DIR);
  console.log(`speech content: ${Object.keys(kinds).length} kinds, no problems`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
