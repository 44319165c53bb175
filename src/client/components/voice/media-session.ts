import { useEffect, useRef } from 'react';
import type { PlayerStatus } from '../../lib/audio-player';

type Options = {
  title: string;
  status: PlayerStatus;
  currentTime: number;
  duration: number | null;
  speed: number;
  toggle: () => void;
  stop: () => void;
  skip: (direction: 1 | -1) => void;
  seek: ((time: number) => void) | null;
};

const ACTIONS = ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto'] as const;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/**
 * Lock-screen and notification controls (Media Session): the speech's title, 'Uplift' and the logo,
 * play/pause/stop/skip, and the position so the scrubber there matches ours.
 */
export function useMediaSession({ title, status, currentTime, duration, speed, ...actions }: Options) {
  const latest = useRef({ status, ...actions });
  latest.current = { status, ...actions };
  const active = status !== 'idle';

  useEffect(() => {
    const media = session();
    if (!media) return;
    const run = (action: (typeof ACTIONS)[number], details: MediaSessionActionDetails) => {
      const { status: now, toggle, stop, skip, seek } = latest.current;
      if (action === 'play' && now !== 'playing' && now !== 'generating') toggle();
      else if (action === 'pause' && (now === 'playing' || now === 'ready')) toggle();
      else if (action === 'stop') stop();
      else if (action === 'seekbackward') skip(-1);
      else if (action === 'seekforward') skip(1);
      else if (action === 'seekto' && details.seekTime !== undefined) seek?.(details.seekTime);
    };
    for (const action of ACTIONS) {
      try {
        media.setActionHandler(action, (details) => run(action, details));
      } catch {
        // this browser doesn't support the action
      }
    }
    return () => {
      for (const action of ACTIONS) {
        try {
          media.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      media.playbackState = 'none';
    };
  }, []);

  useEffect(() => {
    const media = session();
    if (!media || !active || typeof MediaMetadata === 'undefined') return;
    media.metadata = new MediaMetadata({
      title,
      artist: 'Uplift',
      artwork: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  }, [title, active]);

  useEffect(() => {
    const media = session();
    if (!media) return;
    media.playbackState = status === 'playing' ? 'playing' : status === 'paused' ? 'paused' : 'none';
  }, [status]);

  // The position only needs refreshing when it jumps (a seek, a new rate); the OS moves it along at the
  // playback rate in between, so every few seconds is plenty.
  const coarseTime = Math.floor(currentTime / 5);
  const time = useRef(currentTime);
  time.current = currentTime;
  // biome-ignore lint/correctness/useExhaustiveDependencies: coarseTime paces the updates; time.current is read
  useEffect(() => {
    const media = session();
    if (!media?.setPositionState || duration === null || !Number.isFinite(duration)) return;
    try {
      media.setPositionState({
        duration,
        playbackRate: speed,
        position: Math.min(Math.max(0, time.current), duration),
      });
    } catch {
      // a position past the duration while a stream's length settles
    }
  }, [duration, speed, coarseTime, status]);
}
