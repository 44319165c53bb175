import { estimateSeconds } from '../../common/durations';
import { writeSpeechText } from './generate-speech';
import { countWords } from './writer/quality';
import { EMPTY_PROFILE, type SpeechWriter, type WriteRequest } from './writer/types';

export type SampleRequest = Pick<WriteRequest, 'context' | 'tone' | 'voiceStyle' | 'duration' | 'firstName'>;

/** A sample as a speech row holds it: its text, its spoken length in seconds and how it was shaped. */
export type SampleSpeech = {
  content: string;
  seconds: number;
  shaping: Record<string, unknown> | null;
};

/**
 * The speeches the product shows as examples of itself (the landing page's, the demo account's), written
 * by the writer in use the first time each is needed and kept for the life of the process: text written
 * by hand never stands in for the product's output. A failed attempt is forgotten, so the next need
 * tries again.
 */
export function createSampleSpeeches(writer: SpeechWriter) {
  const written = new Map<string, Promise<SampleSpeech>>();
  return (request: SampleRequest): Promise<SampleSpeech> => {
    const key = JSON.stringify(request);
    let sample = written.get(key);
    if (!sample) {
      sample = writeSpeechText(writer, request, EMPTY_PROFILE).then(({ content, writtenBy, shaping }) => ({
        content,
        seconds: estimateSeconds(countWords(content)),
        shaping: shaping ? { writer: writtenBy, ...shaping } : null,
      }));
      written.set(key, sample);
      sample.catch(() => written.delete(key));
    }
    return sample;
  };
}

export type SampleSpeeches = ReturnType<typeof createSampleSpeeches>;
