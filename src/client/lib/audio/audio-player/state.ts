import { PLAYBACK_SPEED_DEFAULT } from '../../../../common/limits';
import { clampPlaybackSpeed, clampSeek } from '../../../../common/playback';
import { DEFAULT_VOICE_ID } from '../voices';

// The player's state machine: a pure function from (state, event) to the next state plus the commands to
// carry out, free of DOM types so it runs in the unit tests under Node. The hook (use-audio-player.ts)
// feeds it media events and performs its commands.

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
export type DurationSource = (typeof DURATION_SOURCES)[number];
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
export const HAS_AUDIO: readonly PlayerStatus[] = ['ready', 'playing', 'paused'];

/** Stop is enabled only while playing or paused. */
export const canStop = (state: PlayerState) => state.status === 'playing' || state.status === 'paused';
/** The seek slider and skip buttons: audio is loaded and its length is known. */
export const canSeek = (state: PlayerState) => HAS_AUDIO.includes(state.status) && state.duration !== null;
/** A failure now would be retried (Safari/iOS, once) rather than reported. */
export const willRetry = (state: PlayerState) => state.safari && !state.retried;

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
