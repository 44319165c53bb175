import { splitSentences } from '../../../common/sentences';
import { sdkClient } from '../../sdk-client';
import { REMOTE_THROUGHPUT, type Synthesis, type SynthesisOptions, type VoiceEngine } from '../engine';
import { groupSentences } from '../group-sentences';
import { providerError } from './remote-errors';
import { chunksOf } from './web-stream';

const MODEL = 'eleven_multilingual_v2';
const OUTPUT_FORMAT = 'mp3_44100_64';
// multilingual_v2 takes up to 10,000 characters a request; smaller requests start sooner and fail smaller.
const MAX_REQUEST_CHARS = 2500;
// ElevenLabs' voice_settings.speed range.
const clampSpeed = (speed: number) => Math.min(1.2, Math.max(0.7, speed));

export type ElevenLabsOptions = { apiKey: string; baseUrl?: string | undefined };

/**
 * ElevenLabs' streaming endpoint (POST /v1/text-to-speech/{voice_id}/stream) through the official SDK.
 * Catalogue ids are ElevenLabs voice ids. Long speeches go as several requests, each told the text around
 * it so the delivery stays continuous; their MP3 streams concatenate.
 */
export function createElevenLabsEngine({ apiKey, baseUrl }: ElevenLabsOptions): VoiceEngine {
  // No SDK retries: a failed request falls back to the local voice at once instead of stalling the player.
  const client = sdkClient(async () => {
    const { ElevenLabsClient } = await import('@elevenlabs/elevenlabs-js');
    return new ElevenLabsClient({ apiKey, baseUrl, maxRetries: 0, timeoutInSeconds: 60 });
  });

  function synthesize(text: string, voiceId: string, { speed, signal }: SynthesisOptions): Synthesis {
    const requests = groupSentences(splitSentences(text), MAX_REQUEST_CHARS);
    let done = 0;
    async function* frames(): AsyncGenerator<Uint8Array> {
      for (const [index, part] of requests.entries()) {
        try {
          const audio = await (await client()).textToSpeech.stream(
            voiceId,
            {
              text: part,
              modelId: MODEL,
              outputFormat: OUTPUT_FORMAT,
              voiceSettings: { speed: clampSpeed(speed) },
              previousText: requests[index - 1],
              nextText: requests[index + 1],
            },
            { abortSignal: signal },
          );
          yield* chunksOf(audio);
        } catch (error) {
          signal?.throwIfAborted(); // cancelled here, not a provider failure
          throw providerError('elevenlabs', error);
        }
        done += 1;
      }
    }
    return Object.assign(frames(), { timings: () => null, progress: () => done / requests.length });
  }

  return {
    name: 'elevenlabs',
    revision: `${MODEL} ${OUTPUT_FORMAT}`,
    throughput: REMOTE_THROUGHPUT,
    synthesize,
    close: async () => {},
  };
}
