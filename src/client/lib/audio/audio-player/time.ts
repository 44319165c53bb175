import type { AudioTimings } from '../../../../common/audio-timings';

/** '1:05', '12:00', '1:02:03'; unknown or negative times read '0:00'. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The slider's spoken value: '1:05 of 3:20'. */
export const timeValueText = (currentTime: number, duration: number) =>
  `${formatTime(currentTime)} of ${formatTime(duration)}`;

/** The audio's length according to the timings (the last sentence's end). */
export function timingsDuration(timings: AudioTimings | undefined): number | null {
  const last = timings?.sentences.at(-1);
  return last && last.end > 0 ? last.end : null;
}
