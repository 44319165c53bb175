import { useCallback, useEffect, useRef, useState } from 'react';
import type { SentenceTiming } from '../../../../common/audio-timings';
import { MUSIC_BED_NAMES, musicTone } from '../../../../common/music-choice';
import type { PlayerStatus } from '../audio-player/state';
import type { MusicEngine } from './music-engine';
import { type MusicSettings, readMusicSettings, saveMusicSettings } from './music-settings';

type Options = {
  /** The speech's tone, which picks the bed. */
  tone: string;
  status: PlayerStatus;
  speed: number;
  /** Where the speech is, in its own seconds; null where the player can't tell (voices on this device). */
  position: () => number | null;
  /** Where its sentences fall, for the ducking; null until known. */
  sentences: readonly SentenceTiming[] | null;
};

/**
 * The music bed under a speech (issue 22 §4): off until the person turns it on, then it follows the
 * player, fading in as the speech plays and out as it pauses. Its code loads only once music is on.
 */
export function useMusic({ tone, status, speed, position, sentences }: Options) {
  const [settings, setSettings] = useState<MusicSettings>(readMusicSettings);
  const [engine, setEngine] = useState<MusicEngine | null>(null);
  const clock = useRef({ position, speed });
  clock.current = { position, speed };
  const bedTone = musicTone(tone);
  const latest = useRef({ tone: bedTone, volume: settings.volume });
  latest.current = { tone: bedTone, volume: settings.volume };

  useEffect(() => {
    if (!settings.on || engine) return;
    let cancelled = false;
    void import('./music-engine').then(({ createMusicEngine }) => {
      if (cancelled) return;
      setEngine(
        createMusicEngine(latest.current, {
          position: () => clock.current.position(),
          rate: () => clock.current.speed,
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [settings.on, engine]);

  useEffect(() => () => engine?.close(), [engine]);

  const playing = settings.on && status === 'playing';
  useEffect(() => {
    if (playing) engine?.play();
    else engine?.pause();
  }, [engine, playing]);
  useEffect(() => engine?.setVolume(settings.volume), [engine, settings.volume]);
  useEffect(() => engine?.setTone(bedTone), [engine, bedTone]);
  useEffect(() => engine?.setSentences(sentences), [engine, sentences]);

  const update = useCallback((change: Partial<MusicSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveMusicSettings(next);
      return next;
    });
  }, []);

  return {
    settings,
    tone: bedTone,
    bedName: MUSIC_BED_NAMES[bedTone],
    setOn: useCallback(
      (on: boolean) => {
        update({ on });
        if (on) engine?.prime(); // in the tap: Safari and iOS start audio only from one
      },
      [engine, update],
    ),
    setVolume: useCallback((volume: number) => update({ volume }), [update]),
    /** Call from the Play tap when it is about to start or resume the speech. */
    prime: useCallback(() => {
      if (settings.on) engine?.prime();
    }, [engine, settings.on]),
  };
}

export type Music = ReturnType<typeof useMusic>;
