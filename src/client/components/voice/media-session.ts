import { useEffect, useRef } from 'react';
import type { PlayerStatus } from '../../lib/audio/audio-player/state';

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
  /** A playlist's place ('Favourites · 2 of 5'), shown under the title. */
  album?: string;
  /** A playlist: the lock screen's previous and next track buttons. */
  tracks?: { previous: () => void; next: () => void };
};

const PLAYER_ACTIONS = ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto'] as const;
const TRACK_ACTIONS = ['previoustrack', 'nexttrack'] as const;
type Action = (typeof PLAYER_ACTIONS)[number] | (typeof TRACK_ACTIONS)[number];

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/**
 * Lock-screen and notification controls (Media Session): the speech's title, 'Uplift' and the logo,
 * play/pause/stop/skip, and the position so the scrubber there matches ours. A playlist adds previous
 * and next track.
 */
export function useMediaSession({ title, album, status, currentTime, duration, speed, ...actions }: Options) {
  const latest = useRef({ status, ...actions });
  latest.current = { status, ...actions };
  const active = status !== 'idle';
  // Whether this player has tracks is fixed for its life: a lone speech shows no next button.
  const hasTracks = useRef(actions.tracks !== undefined).current;

  useEffect(() => {
    const media = session();
    if (!media) return;
    const names: readonly Action[] = hasTracks ? [...PLAYER_ACTIONS, ...TRACK_ACTIONS] : PLAYER_ACTIONS;
    const run = (action: Action, details: MediaSessionActionDetails) => {
      const { status: now, toggle, stop, skip, seek, tracks } = latest.current;
      if (action === 'play' && now !== 'playing' && now !== 'generating') toggle();
      else if (action === 'pause' && (now === 'playing' || now === 'ready')) toggle();
      else if (action === 'stop') stop();
      else if (action === 'seekbackward') skip(-1);
      else if (action === 'seekforward') skip(1);
      else if (action === 'seekto' && details.seekTime !== undefined) seek?.(details.seekTime);
      else if (action === 'previoustrack') tracks?.previous();
      else if (action === 'nexttrack') tracks?.next();
    };
    for (const action of names) {
      try {
        media.setActionHandler(action, (details) => run(action, details));
      } catch {
        // this browser doesn't support the action
      }
    }
    return () => {
      for (const action of names) {
        try {
          media.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      media.playbackState = 'none';
    };
  }, [hasTracks]);

  useEffect(() => {
    const media = session();
    if (!media || !active || typeof MediaMetadata === 'undefined') return;
    media.metadata = new MediaMetadata({
      title,
      artist: 'Uplift',
      ...(album ? { album } : {}),
      artwork: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  }, [title, album, active]);

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
