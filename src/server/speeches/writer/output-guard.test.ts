import { describe, expect, it } from 'vitest';
import { guardOutput, RejectedSpeechError } from './output-guard';
import { EMPTY_PROFILE, type SpeechWriter, type WriteRequest, type WriterEvent } from './types';

const request: WriteRequest = {
  context: 'big presentation to the board tomorrow',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'short',
  seed: 1,
};

/** A writer that streams the given sentences: what the guard is given to check. */
const streaming = (sentences: string[]): SpeechWriter => ({
  name: 'openai',
  async *write() {
    for (const sentence of sentences) yield { type: 'chunk', text: `${sentence} ` };
  },
});

async function released(writer: SpeechWriter, avoidancePatterns: string[]) {
  const chunks: string[] = [];
  try {
    for await (const event of writer.write(request, {
      ...EMPTY_PROFILE,
      avoidancePatterns,
    }) as AsyncIterable<WriterEvent>)
      if (event.type === 'chunk') chunks.push(event.text);
    return { chunks, error: null };
  } catch (error) {
    return { chunks, error };
  }
}

describe('guardOutput', () => {
  it('stops an LLM speech before the sentence that says a phrase the person asked not to hear', async () => {
    const sentences = [
      'You have prepared for this.',
      'Your NERVES are a sign you care.',
      'Go and show them.',
    ];
    const { chunks, error } = await released(guardOutput(streaming(sentences)), ['nerves']);
    expect(error).toBeInstanceOf(RejectedSpeechError);
    expect(chunks.join('')).not.toMatch(/nerves/i);
    expect(chunks.join('')).toContain('You have prepared for this.');
  });

  it('lets the same sentences through when nothing is to be avoided (then checks the length)', async () => {
    const sentences = [
      'You have prepared for this.',
      'Your nerves are a sign you care.',
      'Go and show them.',
    ];
    const { chunks, error } = await released(guardOutput(streaming(sentences)), []);
    expect(chunks.join('')).toContain('Your nerves are a sign you care.');
    // Three sentences are far short of a short speech: refused once finished, not midway.
    expect(String(error)).toMatch(/words, outside/);
  });
});
