import { Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { API_MEDIA_CROSS_ORIGIN } from '../../lib/api/api';
import { playbackErrorMessage } from '../../lib/audio/audio-player/messages';
import { Button } from '../ui/button';

/** The debug pages' tests stop their own playback after 2–3 seconds. */
export const TEST_PLAY_MS = 2500;

type Result =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'playing'; soundAfterMs: number; elapsed: number }
  | { phase: 'stopped'; soundAfterMs: number; played: number; stoppedByHand: boolean }
  | { phase: 'blocked' }
  | { phase: 'failed'; message: string };

function describe(result: Result): string {
  switch (result.phase) {
    case 'idle':
      return 'Not run yet.';
    case 'starting':
      return 'Starting...';
    case 'playing':
      return `Playing: ${result.elapsed.toFixed(1)} s (sound after ${result.soundAfterMs} ms). Stops by itself after ${TEST_PLAY_MS / 1000} s.`;
    case 'stopped':
      return result.stoppedByHand
        ? `Stopped by hand after ${result.played.toFixed(1)} s (sound after ${result.soundAfterMs} ms).`
        : `Passed: played ${result.played.toFixed(1)} s, then stopped (sound after ${result.soundAfterMs} ms).`;
    case 'blocked':
      return 'Blocked: this browser wants a tap before it plays audio (NotAllowedError). Press the button again.';
    case 'failed':
      return `Failed: ${result.message}`;
  }
}

type Props = {
  /** What is played, for the button names: 'test tone' gives 'Play test tone' and 'Stop test tone'. */
  name: string;
  src: string | null;
  loop?: boolean;
  testId?: string;
};

/**
 * Plays a sound from a tap (as iOS requires), reports how soon it was heard and stops it after 2.5 s.
 * The element is reused, so once a tap has unlocked it later plays work too.
 */
export function PlaybackTest({ name, src, loop = false, testId }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  const [result, setResult] = useState<Result>({ phase: 'idle' });
  const clicked = useRef(0);
  // Set by a tap, cleared when sound starts: a looping sound's later 'playing' events change nothing.
  const armed = useRef(false);
  const heardAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = result.phase === 'starting' || result.phase === 'playing';

  const stop = (stoppedByHand: boolean) => {
    clearTimeout(timer.current);
    armed.current = false;
    audio.current?.pause();
    setResult((previous) =>
      previous.phase === 'playing'
        ? {
            phase: 'stopped',
            soundAfterMs: previous.soundAfterMs,
            played: (performance.now() - heardAt.current) / 1000,
            stoppedByHand,
          }
        : previous.phase === 'starting'
          ? { phase: 'idle' }
          : previous,
    );
  };

  const start = () => {
    const element = audio.current;
    if (!element || !src) return;
    clearTimeout(timer.current);
    element.pause();
    element.loop = loop;
    element.src = src;
    clicked.current = performance.now();
    armed.current = true;
    setResult({ phase: 'starting' });
    element.play().catch((error: unknown) => {
      const reason = error instanceof Error ? error.name : '';
      if (reason === 'NotAllowedError') setResult({ phase: 'blocked' });
      else if (reason !== 'AbortError' && element.error === null)
        setResult({ phase: 'failed', message: `${playbackErrorMessage(null)} (${reason || 'unknown'})` });
      // Media errors arrive as the element's error event.
    });
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      audio.current?.pause();
    },
    [],
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={start} disabled={!src || running}>
          <Play aria-hidden />
          Play {name}
        </Button>
        <Button variant="outline" onClick={() => stop(true)} disabled={!running} aria-label={`Stop ${name}`}>
          <Square aria-hidden />
          Stop
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {describe(result)}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: test sounds, described by the status line */}
      <audio
        ref={audio}
        preload="none"
        crossOrigin={API_MEDIA_CROSS_ORIGIN}
        data-testid={testId}
        onPlaying={() => {
          if (!armed.current) return;
          armed.current = false;
          heardAt.current = performance.now();
          setResult({
            phase: 'playing',
            soundAfterMs: Math.round(heardAt.current - clicked.current),
            elapsed: 0,
          });
          timer.current = setTimeout(() => stop(false), TEST_PLAY_MS);
        }}
        onTimeUpdate={() =>
          setResult((previous) =>
            previous.phase === 'playing'
              ? { ...previous, elapsed: (performance.now() - heardAt.current) / 1000 }
              : previous,
          )
        }
        onError={(event) => {
          clearTimeout(timer.current);
          setResult({ phase: 'failed', message: playbackErrorMessage(event.currentTarget.error?.code) });
        }}
      />
    </div>
  );
}
