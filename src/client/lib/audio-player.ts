import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { audioTimings } from '../../common/api/voice';
import {
  type AudioTimings,
  estimateSentenceTimings,
  type SentenceTiming,
  sentenceAt,
} from '../../common/audio-timings';
import { PLAYBACK_SPEED_DEFAULT, SKIP_SECONDS } from '../../common/limits';
import { clampPlaybackSpeed, clampSeek } from '../../common/playback';
import { speedForTone } from '../../common/tone-speed';
import { apiJson, apiUrl } from './api';
import {
  type AudioDriver,
  createDeviceDriver,
  createMediaDriver,
  type DriverEvents,
  type MediaDriver,
} from './audio-drivers';
import { markListenedToEnd } from './listened-to-end';
import { wordAtChar } from './read-along-words';
import { type AudioPart, planSeek, WHOLE_AUDIO } from './seek-plan';
import { useActiveWord } from './use-active-word';
import { toast } from './use-toast';
import { DEFAULT_VOICE_ID, isDeviceVoiceId } from './voices';

// The audio player. The first half is the state machine: a pure function from (state,
// event) to the next state plus the commands to carry out, free of DOM types so it runs in the unit
// tests under Node. The second half is the React hook that feeds it media events and performs its
// commands on an <audio> element (server voices) or speechSynthesis (voices on this device).

// ─── The machine ────────────────────────────────────────────────────────────────────────────────────

/** idle → generating → ready → playing ⇄ paused → ended or stopped → idle. */
export type PlayerStatus = 'idle' | 'generating' | 'ready' | 'playing' | 'paused' | 'ended' | 'stopped';

export type PlayerState = {
  status: PlayerStatus;
  voiceId: string;
  /** Bumped whenever audio is requested (or discarded), so events from an older load are ignored. */
  loadId: number;
  /** The one Safari/iOS retry (with an explicit MP3 type) has been spent on this audio. */
  retried: boolean;
  /** Paused because the browser refused to start playback without a tap. */
  awaitingTap: boolean;
  currentTime: number;
  /** Seconds, once known: estimated from the text, then the timings', then the element's own. */
  duration: number | null;
  durationSource: DurationSource | null;
  speed: number;
  /** The last playback error shown, until the next attempt. */
  error: string | null;
  /** Safari and iOS: the 200 ms delayed play and the retry with an explicit MP3 type. */
  safari: boolean;
};

export type PlayerEvent =
  /** The play button: pauses while playing, resumes while paused, otherwise starts generation. */
  | { type: 'toggle' }
  | { type: 'stop' }
  | { type: 'selectVoice'; voiceId: string }
  /** The player is put away (a playlist closed): stop and discard the audio. */
  | { type: 'discard' }
  /** Another speech takes the player's place (a playlist's next): its audio is requested and plays. */
  | { type: 'replace' }
  /** The audio for this load can play (the element's canplay). */
  | { type: 'canPlay'; loadId: number }
  /** Playback really started (the element's playing). */
  | { type: 'started' }
  /** Playback paused without the play button (lock-screen controls, headphones, the OS). */
  | { type: 'paused' }
  /** play() was refused: autoplay is blocked until the user taps. */
  | { type: 'blocked' }
  | { type: 'ended' }
  /** Playback failed; `retryable: false` skips the Safari retry (a device voice has nothing to retry). */
  | { type: 'failed'; message: string; retryable?: boolean }
  /** Ended or stopped has been handled: back to idle. */
  | { type: 'settle' }
  | { type: 'time'; currentTime: number }
  /** The audio's length, from `source` (the element's own, unless said). */
  | { type: 'duration'; duration: number; source?: DurationSource }
  | { type: 'seek'; time: number }
  | { type: 'skip'; by: number }
  | { type: 'speed'; speed: number };

export type PlayerCommand =
  /** Request the audio for the voice (as a retry: after `delayMs`, with an explicit audio/mpeg type). */
  | { type: 'load'; voiceId: string; loadId: number; retry: boolean; delayMs: number }
  | { type: 'play'; delayMs: number }
  | { type: 'pause' }
  /** Stop: pause and go back to the start, keeping the audio for a quick replay. */
  | { type: 'rewind' }
  /** Stop and discard the audio. */
  | { type: 'unload' }
  | { type: 'seek'; time: number }
  | { type: 'rate'; speed: number }
  /** A toast; `retry`: it offers to try the audio again, and stays until answered or a new load starts. */
  | {
      type: 'toast';
      title: string;
      description: string;
      variant: 'default' | 'destructive';
      retry?: boolean;
    };

export type Transition = { state: PlayerState; commands: PlayerCommand[] };

/** Where a length comes from, least exact first: a later source's length replaces an earlier one's. */
const DURATION_SOURCES = ['estimate', 'timings', 'media'] as const;
type DurationSource = (typeof DURATION_SOURCES)[number];
const exactness = (source: DurationSource | null) =>
  source === null ? -1 : DURATION_SOURCES.indexOf(source);

export const SAFARI_PLAY_DELAY_MS = 200;
export const SAFARI_RETRY_DELAY_MS = 100;
export const PLAYBACK_ERROR_TITLE = 'Audio Playback Error';
export const PLAYBACK_COMPLETE_TITLE = 'Playback Complete';

export function initialPlayerState(
  voiceId: string = DEFAULT_VOICE_ID,
  { safari = false }: { safari?: boolean } = {},
): PlayerState {
  return {
    status: 'idle',
    voiceId,
    loadId: 0,
    retried: false,
    awaitingTap: false,
    currentTime: 0,
    duration: null,
    durationSource: null,
    speed: PLAYBACK_SPEED_DEFAULT,
    error: null,
    safari,
  };
}

const ACTIVE: readonly PlayerStatus[] = ['generating', 'ready', 'playing', 'paused'];
const HAS_AUDIO: readonly PlayerStatus[] = ['ready', 'playing', 'paused'];

/** Stop is enabled only while playing or paused. */
export const canStop = (state: PlayerState) => state.status === 'playing' || state.status === 'paused';
/** The seek slider and skip buttons: audio is loaded and its length is known. */
export const canSeek = (state: PlayerState) => HAS_AUDIO.includes(state.status) && state.duration !== null;
/** A failure now would be retried (Safari/iOS, once) rather than reported. */
const willRetry = (state: PlayerState) => state.safari && !state.retried;

export function playButtonLabel(state: PlayerState): string {
  switch (state.status) {
    case 'generating':
      return 'CREATING';
    case 'ready':
    case 'playing':
      return 'Pause';
    case 'paused':
      return state.awaitingTap ? 'Play' : 'Resume';
    default:
      return 'Play';
  }
}

/** What a screen reader hears as the state changes. */
export function statusText(state: PlayerState): string {
  switch (state.status) {
    case 'generating':
      return 'Creating audio';
    case 'ready':
      return 'Starting';
    case 'playing':
      return 'Playing';
    case 'paused':
      return state.awaitingTap ? 'Ready: press Play to start listening' : 'Paused';
    case 'ended':
      return 'Finished';
    case 'stopped':
      return 'Stopped';
    default:
      return '';
  }
}

function startGeneration(state: PlayerState): Transition {
  const loadId = state.loadId + 1;
  return {
    state: {
      ...state,
      status: 'generating',
      loadId,
      retried: false,
      awaitingTap: false,
      currentTime: 0,
      error: null,
    },
    commands: [{ type: 'load', voiceId: state.voiceId, loadId, retry: false, delayMs: 0 }],
  };
}

/** Back to idle with nothing loaded, in `voiceId`; events from the discarded audio are ignored. */
function discard(state: PlayerState, voiceId: string): Transition {
  return {
    state: {
      ...state,
      status: 'idle',
      voiceId,
      loadId: state.loadId + 1,
      retried: false,
      awaitingTap: false,
      currentTime: 0,
      duration: null,
      durationSource: null,
      error: null,
    },
    commands: [{ type: 'unload' }],
  };
}

function seekTo(state: PlayerState, time: number): Transition {
  if (!canSeek(state) || state.duration === null) return { state, commands: [] };
  const target = clampSeek(time, state.duration);
  return { state: { ...state, currentTime: target }, commands: [{ type: 'seek', time: target }] };
}

export function transition(state: PlayerState, event: PlayerEvent): Transition {
  const same: Transition = { state, commands: [] };
  const { status } = state;
  switch (event.type) {
    case 'toggle':
      if (status === 'playing' || status === 'ready') {
        return { state: { ...state, status: 'paused' }, commands: [{ type: 'pause' }] };
      }
      if (status === 'paused') {
        return {
          state: { ...state, status: 'playing', awaitingTap: false },
          commands: [{ type: 'play', delayMs: 0 }],
        };
      }
      if (status === 'generating') return same; // the button is disabled while CREATING
      return startGeneration(state);

    case 'stop':
      if (!canStop(state)) return same;
      return {
        state: { ...state, status: 'stopped', awaitingTap: false, currentTime: 0 },
        commands: [{ type: 'rewind' }],
      };

    case 'selectVoice':
      if (event.voiceId === state.voiceId) return same;
      return discard(state, event.voiceId);

    case 'discard':
      return discard(state, state.voiceId);

    case 'replace':
      // Whatever was loaded (or loading) is discarded by the new load; its length is not the new one's.
      return startGeneration({ ...state, duration: null, durationSource: null });

    case 'canPlay':
      if (status !== 'generating' || event.loadId !== state.loadId) return same;
      return {
        state: { ...state, status: 'ready' },
        commands: [
          { type: 'rate', speed: state.speed },
          { type: 'play', delayMs: state.safari ? SAFARI_PLAY_DELAY_MS : 0 },
        ],
      };

    case 'started':
      if (status !== 'generating' && status !== 'ready' && status !== 'paused') return same;
      return { state: { ...state, status: 'playing', awaitingTap: false }, commands: [] };

    case 'paused':
      if (status !== 'playing') return same;
      return { state: { ...state, status: 'paused' }, commands: [] };

    case 'blocked':
      if (status !== 'ready' && status !== 'playing') return same;
      return { state: { ...state, status: 'paused', awaitingTap: true }, commands: [] };

    case 'ended':
      if (status !== 'playing' && status !== 'paused') return same;
      return {
        state: { ...state, status: 'ended', awaitingTap: false },
        commands: [
          {
            type: 'toast',
            title: PLAYBACK_COMPLETE_TITLE,
            description: 'Your speech has finished playing.',
            variant: 'default',
          },
        ],
      };

    case 'settle':
      if (status !== 'ended' && status !== 'stopped') return same;
      return { state: { ...state, status: 'idle', currentTime: 0 }, commands: [] };

    case 'failed': {
      if (!ACTIVE.includes(status)) return same;
      if (willRetry(state) && event.retryable !== false) {
        const loadId = state.loadId + 1;
        return {
          state: { ...state, status: 'generating', loadId, retried: true, awaitingTap: false },
          commands: [
            { type: 'load', voiceId: state.voiceId, loadId, retry: true, delayMs: SAFARI_RETRY_DELAY_MS },
          ],
        };
      }
      return {
        state: {
          ...state,
          status: 'idle',
          loadId: state.loadId + 1,
          awaitingTap: false,
          currentTime: 0,
          duration: null,
          durationSource: null,
          error: event.message,
        },
        commands: [
          { type: 'unload' },
          {
            type: 'toast',
            title: PLAYBACK_ERROR_TITLE,
            description: event.message,
            variant: 'destructive',
            retry: true,
          },
        ],
      };
    }

    case 'time':
      if (!HAS_AUDIO.includes(status) || !Number.isFinite(event.currentTime)) return same;
      return { state: { ...state, currentTime: Math.max(0, event.currentTime) }, commands: [] };

    case 'duration': {
      const source = event.source ?? 'media';
      if (!Number.isFinite(event.duration) || event.duration <= 0) return same;
      if (exactness(source) < exactness(state.durationSource)) return same;
      if (event.duration === state.duration && source === state.durationSource) return same;
      return { state: { ...state, duration: event.duration, durationSource: source }, commands: [] };
    }

    case 'seek':
      return seekTo(state, event.time);

    case 'skip':
      return seekTo(state, state.currentTime + event.by);

    case 'speed': {
      const speed = clampPlaybackSpeed(event.speed);
      if (speed === state.speed) return same;
      return { state: { ...state, speed }, commands: [{ type: 'rate', speed }] };
    }
  }
}

// ─── Messages and small helpers ─────────────────────────────────────────────────────────────────────

/** The playback error for a MediaError code (1 aborted, 2 network, 3 decode, 4 unsupported). */
export function playbackErrorMessage(code: number | null | undefined): string {
  switch (code) {
    case null:
    case undefined:
      return 'Audio playback failed';
    case 1:
      return 'Audio loading was aborted by the browser';
    case 2:
      return 'Network error while loading audio - check connection';
    case 3:
      return 'Audio file is corrupted or format unsupported';
    case 4:
      return 'Audio format not supported by this browser';
    default:
      return `Unknown audio error (code: ${code})`;
  }
}

/** The audio generation failure the diagnostics page shows, status and all. */
export function audioGenerationMessage(status: number, body: string): string {
  return `Audio generation failed: ${status} - ${body}`;
}

/** Offline, audio plays only if this device kept a copy (the service worker's); this one it has not. */
const OFFLINE_AUDIO_MESSAGE = "You're offline — this audio hasn't been saved on this device yet.";
export const SERVER_AUDIO_MESSAGE = "We couldn't make the audio just now. Try again.";

/**
 * What the person is told when the server refused the audio: a refusal meant for them (4xx, with its
 * message) in its own words; the server's own failure, without its status code or internals.
 */
export function refusedAudioMessage(status: number, body: string): string {
  if (status >= 500 || status < 400) return SERVER_AUDIO_MESSAGE;
  try {
    const parsed: { message?: unknown } = JSON.parse(body);
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: no message of ours
  }
  return SERVER_AUDIO_MESSAGE;
}

/** Desktop Safari and every iOS browser (all WebKit), which need the delayed play and the MP3 retry. */
export function detectSafari(userAgent: string, maxTouchPoints = 0, platform = ''): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Android|Edg\//.test(userAgent);
  return ios || safari;
}

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

/**
 * The speech's audio in a voice: to download (with music, if asked), or from sentence `from` on (a seek
 * ahead of a stream).
 */
export function audioPath(
  speechId: number,
  voiceId: string,
  {
    download = false,
    from = 0,
    music,
  }: { download?: boolean; from?: number /** With the music bed at this volume. */; music?: number } = {},
): string {
  const query = new URLSearchParams({ voice: voiceId });
  if (download) query.set('download', '1');
  if (from > 0) query.set('from', String(from));
  if (music !== undefined) query.set('music', String(Math.round(music)));
  return `/api/speeches/${speechId}/audio.mp3?${query}`;
}

// ─── The hook ───────────────────────────────────────────────────────────────────────────────────────

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

function isSafariBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  return detectSafari(navigator.userAgent, navigator.maxTouchPoints, navigator.platform);
}

/**
 * Finds out why the element could not load the audio. A browser reports a file it never received as
 * a format it can't play (MediaError 4), so the network and the server are asked first: offline, or a
 * non-OK answer, says so; otherwise (or if the check fails) the MediaError's own message stands.
 */
async function diagnose(url: string, code: number | null | undefined): Promise<string> {
  if (!navigator.onLine) return OFFLINE_AUDIO_MESSAGE;
  const fallback = playbackErrorMessage(code);
  if (code !== 2 && code !== 4) return fallback;
  const controller = new AbortController();
  try {
    const response = await fetch(url, { credentials: 'include', signal: controller.signal });
    if (response.ok) return fallback;
    return refusedAudioMessage(response.status, await response.text());
  } catch {
    return navigator.onLine ? fallback : OFFLINE_AUDIO_MESSAGE;
  } finally {
    controller.abort(); // an OK answer would otherwise go on downloading the audio
  }
}

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
      apiJson<typeof audioTimings>(
        'GET',
        `/api/speeches/${speechId}/audio/timings?${new URLSearchParams({ voice: state.voiceId, so_far: '1' })}`,
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
