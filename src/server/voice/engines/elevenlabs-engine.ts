import type { SentenceTiming } from '../../../common/audio-timings';
import { joinSentences, splitSentences } from '../../../common/sentences';
import { sdkClient } from '../../sdk-client';
import { REMOTE_THROUGHPUT, type Synthesis, type SynthesisOptions, type VoiceEngine } from '../engine';
import { groupSentences } from '../group-sentences';
import { summariseMp3 } from '../mp3-frames';
import { type CharacterTimes, joinTimings, timeSentences } from './character-timings';
import { providerError } from './remote-errors';

const MODEL = 'eleven_multilingual_v2';
const OUTPUT_FORMAT = 'mp3_44100_64';
// multilingual_v2 takes up to 10,000 characters a request; smaller requests start sooner and fail smaller.
const MAX_REQUEST_CHARS = 2500;
// ElevenLabs' voice_settings.speed range.
const clampSpeed = (speed: number) => Math.min(1.2, Math.max(0.7, speed));

/** How long a request's MP3 plays (the next request's times start there); null if it can't be told. */
function playingSeconds(audio: Uint8Array[]): number | null {
  try {
    return summariseMp3(Buffer.concat(audio)).seconds;
  } catch {
    return null; // not plain MP3 frames
  }
}

export type ElevenLabsOptions = { apiKey: string; baseUrl?: string | undefined };

/**
 * ElevenLabs' streaming endpoint with character timestamps (POST /v1/text-to-speech/{voice_id}/stream/
 * with-timestamps) through the official SDK: MP3 chunks as they come, and when each character is spoken,
 * for read-along by sentence and word. Catalogue ids are ElevenLabs voice ids. Long speeches go as several
 * requests, each told the text around it so the delivery stays continuous; their MP3 streams concatenate.
 */
export function createElevenLabsEngine({ apiKey, baseUrl }: ElevenLabsOptions): VoiceEngine {
  // No SDK retries: a failed request falls back to the local voice at once instead of stalling the player.
  const client = sdkClient(async () => {
    const { ElevenLabsClient } = await import('@elevenlabs/elevenlabs-js');
    return new ElevenLabsClient({ apiKey, baseUrl, maxRetries: 0, timeoutInSeconds: 60 });
  });

  function synthesize(
    text: string,
    voiceId: string,
    { speed, language, signal }: SynthesisOptions,
  ): Synthesis {
    const groups = groupSentences(splitSentences(text, language), MAX_REQUEST_CHARS);
    const requests = groups.map(joinSentences);
    let done = 0;
    // Each request's sentences with their times, once it has ended; null once any can't be placed.
    let timed: Omit<SentenceTiming, 'index'>[] | null = [];
    let seconds = 0;

    async function* frames(): AsyncGenerator<Uint8Array> {
      for (const [index, part] of requests.entries()) {
        const audio: Uint8Array[] = [];
        const times: CharacterTimes = { characters: [], starts: [], ends: [] };
        try {
          const chunks = await (await client()).textToSpeech.streamWithTimestamps(
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
          for await (const { audioBase64, alignment } of chunks) {
            if (alignment) {
              times.characters.push(...alignment.characters);
              times.starts.push(...alignment.characterStartTimesSeconds);
              times.ends.push(...alignment.characterEndTimesSeconds);
            }
            const bytes = Buffer.from(audioBase64, 'base64');
            audio.push(bytes);
            if (bytes.length > 0) yield bytes;
          }
        } catch (error) {
          signal?.throwIfAborted(); // cancelled here, not a provider failure
          throw providerError('elevenlabs', error);
        }
        const placed = timed && timeSentences(groups[index] ?? [], times, seconds);
        const length = playingSeconds(audio);
        // Anything not placed leaves the whole speech to the estimate (synthesiseInto's fallback).
        timed = timed && placed && length !== null ? [...timed, ...placed] : null;
        seconds += length ?? 0;
        done += 1;
      }
    }
    return Object.assign(frames(), {
      timings: () => (done === requests.length && timed ? joinTimings(timed, seconds) : null),
      progress: () => done / requests.length,
      timedSoFar: () => (timed ? joinTimings(timed, seconds) : []),
    });
  }

  return {
    name: 'elevenlabs',
    revision: `${MODEL} ${OUTPUT_FORMAT}`,
    throughput: REMOTE_THROUGHPUT,
    synthesize,
    close: async () => {},
  };
}
