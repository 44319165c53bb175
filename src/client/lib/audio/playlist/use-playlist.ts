import { useCallback, useMemo, useRef, useState } from 'react';
import { splitSentences } from '../../../../common/sentences';
import type { Speech } from '../../speech/speeches';
import { useAudioPlayer } from '../audio-player/use-audio-player';
import { DEFAULT_VOICE_ID, isDeviceVoiceId } from '../voices';
import {
  createQueue,
  currentItem,
  nextQueue,
  type PlaylistQueue,
  previousQueue,
  setRepeat,
  setShuffle,
} from './playlist-queue';

// 'Play favourites' (issue 22 §3): the speech player of one speech, fed a queue. One <audio> element
// plays every speech in turn (the next is loaded into it from its 'ended', in the same task), so a phone
// that allowed it to play goes on playing with the screen off. Each speech's audio is its
// /api/speeches/:id/audio.mp3, which the server answers from its audio cache when the audio is there.

const VOICE_KEY = 'uplift:playlist-voice';

/**
 * The voice last chosen for the playlist. Only our voices: a device voice (speechSynthesis) stops when
 * the screen goes off, so the playlist never uses one.
 */
function savedVoice(): string {
  try {
    const saved = localStorage.getItem(VOICE_KEY);
    if (saved && !isDeviceVoiceId(saved)) return saved;
  } catch {
    // storage disabled
  }
  return DEFAULT_VOICE_ID;
}

function saveVoice(voiceId: string) {
  try {
    localStorage.setItem(VOICE_KEY, voiceId);
  } catch {
    // storage disabled: the choice lasts for this page
  }
}

const noDeviceVoice = () => undefined;

export function usePlaylist() {
  const [queue, setQueueState] = useState<PlaylistQueue<Speech> | null>(null);
  const queueRef = useRef(queue);
  // Played to the end without repeat: the bar says so, and Play starts again from the first.
  const [finished, setFinished] = useState(false);
  const [modes, setModes] = useState({ shuffle: false, repeat: false });
  const [initialVoice] = useState(savedVoice);
  const current = queue ? currentItem(queue) : undefined;
  const content = current?.content ?? '';
  const language = current?.language ?? 'en';
  const deviceSentences = useMemo(() => splitSentences(content, language), [content, language]);

  const setQueue = useCallback((next: PlaylistQueue<Speech> | null) => {
    queueRef.current = next;
    setQueueState(next);
  }, []);

  // The player calls this from the element's 'ended', before any render: it reads the queue by ref.
  const playerRef = useRef<ReturnType<typeof useAudioPlayer> | null>(null);
  const playAt = useCallback(
    (next: PlaylistQueue<Speech>) => {
      const item = currentItem(next);
      if (!item) return;
      setQueue(next);
      setFinished(false);
      playerRef.current?.playSpeech(item.id);
    },
    [setQueue],
  );
  const onEnded = useCallback(() => {
    const at = queueRef.current;
    if (!at) return;
    const next = nextQueue(at);
    if (next) return playAt(next);
    setQueue({ ...at, position: 0 });
    setFinished(true);
  }, [playAt, setQueue]);

  const player = useAudioPlayer({
    speechId: current?.id ?? 0,
    tone: current?.tone ?? 'encouraging',
    deviceSentences,
    deviceVoice: noDeviceVoice,
    onEnded,
    voiceId: initialVoice,
  });
  playerRef.current = player;
  const { selectVoice, discard, toggle } = player;

  /** Shuffle or repeat on or off: for this start (the speech playing carries on) and the next. */
  const toggleMode = useCallback(
    (mode: 'shuffle' | 'repeat') => {
      const on = !modes[mode];
      setModes({ ...modes, [mode]: on });
      const from = queueRef.current;
      if (from) setQueue(mode === 'shuffle' ? setShuffle(from, on) : setRepeat(from, on));
    },
    [modes, setQueue],
  );

  const at = queue;
  const hasPrevious = at !== null && (at.position > 0 || at.repeat);
  const hasNext = at !== null && (at.position < at.order.length - 1 || at.repeat);

  return {
    queue,
    current,
    finished,
    player,
    hasPrevious,
    hasNext,
    /** Starts the favourites from the first of a new order (shuffled afresh if shuffle is on). */
    start: useCallback(
      (speeches: readonly Speech[]) => playAt(createQueue(speeches, modes)),
      [playAt, modes],
    ),
    previous: useCallback(() => {
      const from = queueRef.current;
      if (from && (from.position > 0 || from.repeat)) playAt(previousQueue(from));
    }, [playAt]),
    next: useCallback(() => {
      const from = queueRef.current;
      const to = from && nextQueue(from);
      if (to) playAt(to);
    }, [playAt]),
    /** Play and pause; after the end, Play starts the playlist again. */
    toggle: useCallback(() => {
      const from = queueRef.current;
      if (finished && from) playAt(from);
      else toggle();
    }, [finished, playAt, toggle]),
    toggleShuffle: useCallback(() => toggleMode('shuffle'), [toggleMode]),
    toggleRepeat: useCallback(() => toggleMode('repeat'), [toggleMode]),
    /** A new voice: saved, and the speech playing starts again in it. */
    selectVoice: useCallback(
      (voiceId: string) => {
        saveVoice(voiceId);
        const wasPlaying = playerRef.current?.state.status !== 'idle';
        selectVoice(voiceId);
        const from = queueRef.current;
        if (from && wasPlaying && !finished) playAt(from);
      },
      [selectVoice, playAt, finished],
    ),
    close: useCallback(() => {
      discard();
      setQueue(null);
      setFinished(false);
    }, [discard, setQueue]),
    shuffle: modes.shuffle,
    repeat: modes.repeat,
  };
}

export type Playlist = ReturnType<typeof usePlaylist>;
