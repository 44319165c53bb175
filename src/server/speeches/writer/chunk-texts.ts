import type { WriterEvent } from './types';

/** Just the text of a writer's events, as it streams (for readers that need no restarts: benches, tests). */
export async function* chunkTexts(events: AsyncIterable<WriterEvent>): AsyncIterable<string> {
  for await (const event of events) if (event.type === 'chunk') yield event.text;
}
