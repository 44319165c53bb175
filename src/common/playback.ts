import { PLAYBACK_SPEED_DEFAULT, PLAYBACK_SPEED_MAX, PLAYBACK_SPEED_MIN } from './limits';

export function clampPlaybackSpeed(speed: number): number {
  if (Number.isNaN(speed)) return PLAYBACK_SPEED_DEFAULT;
  return Math.min(PLAYBACK_SPEED_MAX, Math.max(PLAYBACK_SPEED_MIN, speed));
}

// Media elements report NaN while the duration is unknown and Infinity for streams; setting
// currentTime to a non-finite value throws, so the result is always a finite number.
export function clampSeek(time: number, duration: number): number {
  if (Number.isNaN(time)) return 0;
  const max = Number.isNaN(duration) ? 0 : Math.max(0, duration);
  const clamped = Math.min(Math.max(time, 0), max);
  return Number.isFinite(clamped) ? clamped : 0;
}
