import { speakingSeconds } from '../../common/audio-timings';
import { AppError } from '../http/app-error';
import type { LiveAudio } from './live-audio';

/**
 * A cap on how much audio one person can have waiting to be synthesised at once, in seconds of speech.
 * The default, 40 minutes, is two of the longest speeches: enough to switch voice mid-speech, far from
 * the dozens of syntheses one person could otherwise queue for everyone else to wait behind.
 */
const QUEUED_AUDIO_SECONDS_MAX = 2400;

const synthesisBusyMessage = (seconds: number) =>
  `You have a lot of audio being prepared. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

type Work = { seconds: number; live: LiveAudio };

/**
 * Per owner, the audio still to be synthesised (each synthesis's length times the share not yet done).
 * `throughput` is how many seconds of audio the engine makes per second, to say when to try again.
 */
export function createSynthesisBudget({
  maxSeconds = QUEUED_AUDIO_SECONDS_MAX,
  throughput,
}: {
  maxSeconds?: number;
  throughput: number;
}) {
  const queued = new Map<string, Set<Work>>();

  const remaining = (works: Set<Work>) =>
    [...works].reduce((sum, { seconds, live }) => sum + seconds * (1 - live.progress), 0);

  return {
    /**
     * Counts a synthesis of `text` against `owner`, or throws 429 (with when to retry) if it would take
     * them over the cap. Someone with nothing queued is always let in, whatever the length.
     */
    admit(owner: string, text: string, speed: number, live: LiveAudio): () => void {
      const works = queued.get(owner) ?? new Set<Work>();
      const seconds = speakingSeconds(text, speed);
      const waiting = remaining(works);
      const over = waiting + seconds - maxSeconds;
      if (works.size > 0 && over > 0) {
        const retryAfter = Math.max(1, Math.ceil(over / throughput));
        throw new AppError(429, synthesisBusyMessage(retryAfter), { retryAfter });
      }
      const work = { seconds, live };
      works.add(work);
      queued.set(owner, works);
      return () => {
        works.delete(work);
        if (works.size === 0 && queued.get(owner) === works) queued.delete(owner);
      };
    },
    /** Seconds of audio the owner has waiting (for tests and the bench). */
    queuedSeconds: (owner: string) => remaining(queued.get(owner) ?? new Set()),
  };
}
