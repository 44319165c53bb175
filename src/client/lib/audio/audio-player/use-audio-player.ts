import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { estimateSentenceTimings, type SentenceTiming, sentenceAt } from '../../../../common/audio-timings';
import { SKIP_SECONDS } from '../../../../common/limits';
import { speedForTone } from '../../../../common/tone-speed';
import { apiUrl } from '../../api/api';
import { answer, api, byId } from '../../api/api-client';
import { toast } from '../../ui/use-toast';
import { markListenedToEnd } from '../listened-to-end';
import { wordAtChar } from '../read-along-words';
import { useActiveWord } from '../use-active-word';
import { DEFAULT_VOICE_ID, isDeviceVoiceId } from '../voices';
import {
  type AudioDriver,
  createDeviceDriver,
  createMediaDriver,
  type DriverEvents,
  type MediaDriver,
} from './audio-drivers';
import { audioPath } from './audio-path';
import { diagnose, playbackErrorMessage } from './messages';
import { isSafariBrowser } from './safari';
import { type AudioPart, planSeek, WHOLE_AUDIO } from './seek-plan';
import {
  type DurationSource,
  HAS_AUDIO,
  initialPlayerState,
  type PlayerCommand,
  type PlayerEvent,
  transition,
  willRetry,
} from './state';
import { timingsDuration } from './time';

// The player's React hook: it feeds the state machine (state.ts) the media events and performs its
// commands on an <audio> element (server voices) or speechSynthesis (voices on this device).

export type ReadAlongSentence = { index: number; text: string };

type Options = {
  speechId: number;
  /** The speech's tone, which sets its voices' pace (for the length estimated before any audio). */
  tone: string;
  /** The speech's sentences as this client splits them (what a device voice reads, one at a time). */
  deviceSentences: readonly string[];
  /** The browser's own voice for a device voice id, if it still exists. */
  deviceVoice: (voiceId: string) => SpeechSynthesisVoice | undefined;
  /**
   * A playlist: called when the speech has played to its end, in place of the 'Playback Complete'
   * toast, in the same task as the element's 'ended' (so the next can start with the screen off).
   */
  onEnded?: () => void;
  /** The voice to start in (Rachel's unless said). */
  voiceId?: string;
};

/** The player for one speech: state, the element to render, and the controls. */
export function useAudioPlayer({
  speechId,
  tone,
  deviceSentences,
  deviceVoice,
  onEnded,
  voiceId = DEFAULT_VOICE_ID,
}: Options) {
  const [state, setState] = useState(() => initialPlayerState(voiceId, { safari: isSafariBrowser() }));
  const stateRef = useRef(state);
  const [deviceSentence, setDeviceSentence] = useState<number | null>(null);
  // Where in that sentence a device voice is, when it says (its word boundaries).
  const [deviceChar, setDeviceChar] = useState<number | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const media = useRef<MediaDriver | null>(null);
  // The part of the audio the element plays, and where the sentences fall (measured or estimated).
  const part = useRef<AudioPart>(WHOLE_AUDIO);
  const placing = useRef<{ stored: boolean; timings: readonly SentenceTiming[] }>({
    stored: false,
    timings: [],
  });
  const device = useRef<AudioDriver | null>(null);
  const active = useRef<AudioDriver | null>(null);
  const sendRef = useRef<(event: PlayerEvent) => void>(() => {});
  // The last failure's toast, put away when the audio is asked for again.
  const failureToast = useRef<{ dismiss: () => void } | null>(null);
  const options = useRef({ speechId, deviceSentences, deviceVoice, onEnded });
  options.current = { speechId, deviceSentences, deviceVoice, onEnded };

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);
  const later = useCallback((delayMs: number, run: () => void) => {
    if (delayMs <= 0) return run();
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  const run = useCallback(
    (command: PlayerCommand) => {
      const driver = active.current;
      switch (command.type) {
        case 'load': {
          clearTimers();
          failureToast.current?.dismiss();
          failureToast.current = null;
          const next = isDeviceVoiceId(command.voiceId) ? device.current : media.current;
          if (active.current && active.current !== next) active.current.unload();
          active.current = next;
          const url = apiUrl(audioPath(options.current.speechId, command.voiceId));
          part.current = { ...WHOLE_AUDIO, ranged: placing.current.stored };
          later(command.delayMs, () => next?.load({ ...command, url }));
          return;
        }
        case 'play': {
          later(command.delayMs, () => {
            const loadId = stateRef.current.loadId;
            driver?.play().then(
              () => sendRef.current({ type: 'started' }),
              (error: unknown) => {
                if (stateRef.current.loadId !== loadId) return;
                const name = error instanceof Error ? error.name : '';
                if (name === 'NotAllowedError') sendRef.current({ type: 'blocked' });
                // AbortError: a pause or a new load overtook it. Media errors arrive as 'error' events.
              },
            );
          });
          return;
        }
        case 'pause':
          clearTimers();
          driver?.pause();
          return;
        case 'rewind':
          clearTimers();
          driver?.rewind();
          return;
        case 'unload':
          clearTimers();
          driver?.unload();
          active.current = null;
          setDeviceSentence(null);
          return;
        case 'seek': {
          const element = media.current;
          if (!element || driver !== element) {
            driver?.seek(command.time);
            return;
          }
          const plan = planSeek(command.time, {
            playing: part.current,
            holds: element.holds(command.time),
            ...placing.current,
          });
          if (plan.kind === 'seek') element.seek(command.time);
          if (plan.kind === 'stay') element.seekWhenHeld(command.time);
          if (plan.kind !== 'switch') return;
          part.current = plan.part;
          const { speechId, voiceId, status } = { ...options.current, ...stateRef.current };
          element.playPart({
            url: apiUrl(audioPath(speechId, voiceId, { from: plan.part.from })),
            offset: plan.part.offset,
            at: plan.at,
            resume: status === 'playing' || status === 'ready',
          });
          return;
        }
        case 'rate':
          driver?.setRate(command.speed);
          return;
        case 'toast': {
          const shown = toast({
            title: command.title,
            description: command.description,
            variant: command.variant,
            ...(command.retry
              ? {
                  duration: Number.POSITIVE_INFINITY,
                  action: {
                    label: 'Retry',
                    altText: 'Try the audio again',
                    onClick: () => sendRef.current({ type: 'toggle' }),
                  },
                }
              : {}),
          });
          if (command.retry) failureToast.current = shown;
          return;
        }
      }
    },
    [clearTimers, later],
  );

  const send = useCallback(
    (event: PlayerEvent) => {
      const { state: next, commands } = transition(stateRef.current, event);
      if (next === stateRef.current && commands.length === 0) return;
      stateRef.current = next;
      setState(next);
      if (next.status === 'ended') markListenedToEnd(options.current.speechId);
      // A playlist goes on to the next speech rather than saying this one is complete.
      const handOn = next.status === 'ended' ? options.current.onEnded : undefined;
      // Commands run in the same call as the tap that caused them: iOS lets only a user gesture start audio.
      for (const command of commands) if (!(handOn && command.type === 'toast')) run(command);
      if (next.status === 'ended' || next.status === 'stopped') send({ type: 'settle' });
      handOn?.();
    },
    [run],
  );
  sendRef.current = send;

  // The drivers report what the element or the speech engine did; each knows which load it serves.
  const events = useMemo<DriverEvents>(
    () => ({
      canPlay: (loadId) => sendRef.current({ type: 'canPlay', loadId }),
      started: () => sendRef.current({ type: 'started' }),
      paused: () => sendRef.current({ type: 'paused' }),
      ended: () => sendRef.current({ type: 'ended' }),
      time: (currentTime) => sendRef.current({ type: 'time', currentTime }),
      duration: (duration) => sendRef.current({ type: 'duration', duration }),
      blocked: () => sendRef.current({ type: 'blocked' }),
      sentence: (index) => {
        setDeviceSentence(index);
        setDeviceChar(null);
      },
      word: (charIndex) => setDeviceChar(charIndex),
      failed: (loadId, failure) => {
        const current = stateRef.current;
        if (current.loadId !== loadId) return;
        if (failure.kind === 'device') {
          sendRef.current({ type: 'failed', message: failure.message, retryable: false });
          return;
        }
        if (willRetry(current)) {
          sendRef.current({ type: 'failed', message: playbackErrorMessage(failure.code) });
          return;
        }
        void diagnose(failure.url, failure.code).then((message) => {
          if (stateRef.current.loadId === loadId) sendRef.current({ type: 'failed', message });
        });
      },
    }),
    [],
  );

  useEffect(() => {
    device.current = createDeviceDriver(events, {
      sentences: () => options.current.deviceSentences,
      voice: (voiceId) => options.current.deviceVoice(voiceId),
    });
    return () => {
      device.current?.destroy();
      device.current = null;
    };
  }, [events]);

  /** The <audio> element for server voices (a callback ref: attaches and detaches the driver). */
  const audioRef = useCallback(
    (element: HTMLAudioElement | null) => {
      media.current?.destroy();
      media.current = element ? createMediaDriver(element, events) : null;
    },
    [events],
  );

  // Leaving the page stops whatever is playing.
  useEffect(
    () => () => {
      clearTimers();
      active.current?.unload();
    },
    [clearTimers],
  );

  const isDevice = isDeviceVoiceId(state.voiceId);
  const started = state.status !== 'idle' || state.duration !== null;
  // While the audio is being made, the sentences measured so far (so reading along starts with the first),
  // asked for again each second it is heard, until the whole is known.
  const hearing = state.status === 'generating' || HAS_AUDIO.includes(state.status);
  const timingsQuery = useQuery({
    queryKey: ['audio-timings', speechId, state.voiceId],
    queryFn: () =>
      answer(
        api.GET('/api/speeches/{id}/audio/timings', {
          params: { ...byId(speechId), query: { voice: state.voiceId, so_far: '1' } },
        }),
      ),
    enabled: started && !isDevice,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.complete === false && hearing ? 1000 : false),
  });
  const measured = isDevice ? undefined : timingsQuery.data;
  /** The whole audio's timings, once it is made. */
  const timings = measured?.complete === false ? undefined : measured;
  // Until the audio is made, where the sentences should fall: for the slider's length and far seeks.
  const estimate = useMemo(
    () => estimateSentenceTimings(deviceSentences, speedForTone(tone)),
    [deviceSentences, tone],
  );
  placing.current = { stored: timings !== undefined, timings: timings?.sentences ?? estimate };

  // A part playing from a sentence was placed by the estimate; the measured timings place it exactly.
  useEffect(() => {
    const start = timings?.sentences[part.current.from]?.start;
    if (start === undefined || part.current.from === 0) return;
    part.current = { ...part.current, offset: start };
    media.current?.setOffset(start);
  }, [timings]);

  // A streamed MP3 has no length until it has all arrived. The estimate gives the slider and skip
  // buttons one from the start, the timings a better one once the audio is made, and the element's
  // own (finite once it has it all) is exact; the machine keeps the most exact.
  const timingsEnd = timingsDuration(timings);
  const knownDuration = timingsEnd ?? estimate.at(-1)?.end ?? 0;
  const knownFrom: DurationSource = timingsEnd !== null ? 'timings' : 'estimate';
  const { durationSource } = state;
  useEffect(() => {
    // durationSource: a voice change forgets the length, and the estimate is given again.
    if (started && !isDevice && durationSource !== 'media') {
      send({ type: 'duration', duration: knownDuration, source: knownFrom });
    }
  }, [started, isDevice, knownDuration, knownFrom, durationSource, send]);

  const sentences: ReadAlongSentence[] = useMemo(() => {
    if (isDevice) return deviceSentences.map((text, index) => ({ index, text }));
    if (timings) return timings.sentences.map(({ index, text }) => ({ index, text }));
    // Being made: the text's own sentences, the same ones the server times one by one.
    return measured ? deviceSentences.map((text, index) => ({ index, text })) : [];
  }, [isDevice, deviceSentences, timings, measured]);

  const playing = HAS_AUDIO.includes(state.status);
  const activeSentence = !playing
    ? null
    : isDevice
      ? deviceSentence
      : measured
        ? sentenceAt(measured.sentences, state.currentTime)
        : null;

  const spokenText = activeSentence === null ? undefined : sentences[activeSentence]?.text;
  const readTime = useCallback(() => media.current?.currentTime() ?? 0, []);
  const serverWord = useActiveWord(
    isDevice || activeSentence === null ? undefined : measured?.sentences[activeSentence],
    readTime,
    state.status === 'playing',
  );
  const activeWord = isDevice
    ? spokenText !== undefined && deviceChar !== null
      ? wordAtChar(spokenText, deviceChar)
      : null
    : serverWord;

  const seekToSentence = useCallback(
    (index: number) => {
      const current = stateRef.current;
      if (isDeviceVoiceId(current.voiceId)) {
        active.current?.seekSentence?.(index);
        return;
      }
      const start = measured?.sentences[index]?.start;
      if (start === undefined) return;
      if (current.status === 'idle') return;
      send({ type: 'seek', time: start + 0.01 });
    },
    [send, measured],
  );

  return {
    state,
    isDevice,
    audioRef,
    sentences,
    activeSentence,
    /** The word being spoken in the active sentence (by its index among the sentence's words), if known. */
    activeWord,
    timingsStatus: isDevice ? ('none' as const) : timingsQuery.status,
    /** Where the sentences fall in the audio, once measured (server voices). */
    sentenceTimings: timings?.sentences ?? null,
    /** Seconds into the speech now (server voices; a device voice can't tell). */
    readTime,
    downloadUrl: isDevice ? null : apiUrl(audioPath(speechId, state.voiceId, { download: true })),
    toggle: useCallback(() => send({ type: 'toggle' }), [send]),
    stop: useCallback(() => send({ type: 'stop' }), [send]),
    selectVoice: useCallback((voiceId: string) => send({ type: 'selectVoice', voiceId }), [send]),
    discard: useCallback(() => send({ type: 'discard' }), [send]),
    /**
     * Plays another speech in this player, on the same <audio> element (a playlist's next or previous):
     * the element that was allowed to play goes on being allowed, on phones with the screen off too. The
     * caller renders the hook with `speechId` from then on.
     */
    playSpeech: useCallback(
      (id: number) => {
        options.current = { ...options.current, speechId: id };
        send({ type: 'replace' });
      },
      [send],
    ),
    seek: useCallback((time: number) => send({ type: 'seek', time }), [send]),
    skip: useCallback((direction: 1 | -1) => send({ type: 'skip', by: direction * SKIP_SECONDS }), [send]),
    setSpeed: useCallback((speed: number) => send({ type: 'speed', speed }), [send]),
    seekToSentence,
  };
}
