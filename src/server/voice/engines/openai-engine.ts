import { joinSentences, splitSentences } from '../../../common/sentences';
import { sdkClient } from '../../sdk-client';
import type { VoiceId } from '../catalogue';
import { REMOTE_THROUGHPUT, type Synthesis, type SynthesisOptions, type VoiceEngine } from '../engine';
import { groupSentences } from '../group-sentences';
import { providerError } from './remote-errors';
import { chunksOf } from './web-stream';

const MODEL = 'gpt-4o-mini-tts';
// The speech endpoint takes at most 4,096 characters of input.
const MAX_REQUEST_CHARS = 3500;
const clampSpeed = (speed: number) => Math.min(4, Math.max(0.25, speed));

// Three female, one neutral, two male, as in the catalogue.
const OPENAI_VOICES: Record<VoiceId, string> = {
  '21m00Tcm4TlvDq8ikWAM': 'nova',
  AZnzlk1XvdvUeBnXmlld: 'coral',
  EXAVITQu4vr4xnSDxMaL: 'shimmer',
  SAz9YHcvj6GT2YYXdXww: 'alloy',
  TxGEqnHWrfWFTfGW9XJb: 'onyx',
  pNInz6obpgDQGcFmaJgB: 'echo',
};

export type OpenAiSpeechOptions = { apiKey: string; baseUrl?: string | undefined };

/** OpenAI's speech endpoint (POST /v1/audio/speech) through the official SDK, streaming the MP3 body. */
export function createOpenAiEngine({ apiKey, baseUrl }: OpenAiSpeechOptions): VoiceEngine {
  const client = sdkClient(async () => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({ apiKey, baseURL: baseUrl, maxRetries: 0, timeout: 60_000 });
  });

  function synthesize(
    text: string,
    voiceId: string,
    { speed, language, signal }: SynthesisOptions,
  ): Synthesis {
    const voice = OPENAI_VOICES[voiceId as VoiceId];
    if (!voice) throw new Error(`unknown voice ${voiceId}`);
    const requests = groupSentences(splitSentences(text, language), MAX_REQUEST_CHARS).map(joinSentences);
    let done = 0;
    async function* frames(): AsyncGenerator<Uint8Array> {
      for (const input of requests) {
        try {
          const response = await (await client()).audio.speech.create(
            {
              model: MODEL,
              voice,
              input,
              response_format: 'mp3',
              speed: clampSpeed(speed),
            },
            { signal },
          );
          if (!response.body) throw new Error('the response has no body');
          yield* chunksOf(response.body);
        } catch (error) {
          signal?.throwIfAborted(); // cancelled here, not a provider failure
          throw providerError('openai', error);
        }
        done += 1;
      }
    }
    return Object.assign(frames(), {
      timings: () => null,
      progress: () => done / requests.length,
      timedSoFar: () => [],
    });
  }

  return {
    name: 'openai',
    revision: `${MODEL} mp3`,
    throughput: REMOTE_THROUGHPUT,
    synthesize,
    close: async () => {},
  };
}
