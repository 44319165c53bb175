import { describe, expect, it } from 'vitest';
import { PLAYBACK_SPEED_MAX, PLAYBACK_SPEED_MIN, SKIP_SECONDS } from '../../../../common/limits';
import { DEFAULT_VOICE_ID } from '../voices';
import {
  canSeek,
  canStop,
  initialPlayerState,
  PLAYBACK_COMPLETE_TITLE,
  PLAYBACK_ERROR_TITLE,
  type PlayerEvent,
  type PlayerState,
  type PlayerStatus,
  playButtonLabel,
  SAFARI_PLAY_DELAY_MS,
  SAFARI_RETRY_DELAY_MS,
  statusText,
  transition,
} from './state';

const JOSH = 'TxGEqnHWrfWFTfGW9XJb';
const ALL: PlayerStatus[] = ['idle', 'generating', 'ready', 'playing', 'paused', 'ended', 'stopped'];

/** Runs events from a state, returning the final state and every command issued on the way. */
function run(state: PlayerState, ...events: PlayerEvent[]) {
  const commands = [];
  let current = state;
  for (const event of events) {
    const next = transition(current, event);
    commands.push(...next.commands);
    current = next.state;
  }
  return { state: current, commands };
}

const idle = (safari = false) => initialPlayerState(DEFAULT_VOICE_ID, { safari });
const inStatus = (status: PlayerStatus, extra: Partial<PlayerState> = {}): PlayerState => ({
  ...idle(),
  status,
  loadId: 1,
  ...extra,
});
/** Pressed play and the audio arrived: playing, with a known length. */
function playing(safari = false) {
  const generated = run(idle(safari), { type: 'toggle' });
  return run(
    generated.state,
    { type: 'canPlay', loadId: generated.state.loadId },
    { type: 'started' },
    { type: 'duration', duration: 200 },
  ).state;
}

describe('the initial state', () => {
  it('is idle with Rachel, speed 1 and nothing loaded', () => {
    expect(idle()).toMatchObject({
      status: 'idle',
      voiceId: DEFAULT_VOICE_ID,
      speed: 1,
      currentTime: 0,
      duration: null,
      awaitingTap: false,
      error: null,
    });
    expect(DEFAULT_VOICE_ID).toBe('21m00Tcm4TlvDq8ikWAM');
  });
});

describe('the play button (toggle)', () => {
  it('from idle starts generation for the selected voice', () => {
    const { state, commands } = run(idle(), { type: 'toggle' });
    expect(state.status).toBe('generating');
    expect(state.loadId).toBe(1);
    expect(commands).toEqual([
      { type: 'load', voiceId: DEFAULT_VOICE_ID, loadId: 1, retry: false, delayMs: 0 },
    ]);
  });

  it('generates again from ended and stopped (they are on the way back to idle)', () => {
    for (const status of ['ended', 'stopped'] as const) {
      const { state, commands } = run(inStatus(status), { type: 'toggle' });
      expect(state.status).toBe('generating');
      expect(commands[0]).toMatchObject({ type: 'load', retry: false });
    }
  });

  it('does nothing while generating (the button is disabled and shows CREATING)', () => {
    const generating = run(idle(), { type: 'toggle' }).state;
    expect(run(generating, { type: 'toggle' })).toEqual({ state: generating, commands: [] });
    expect(playButtonLabel(generating)).toBe('CREATING');
  });

  it('while playing pauses', () => {
    const { state, commands } = run(playing(), { type: 'toggle' });
    expect(state.status).toBe('paused');
    expect(commands).toEqual([{ type: 'pause' }]);
  });

  it('while ready (about to play) pauses too, cancelling the pending play', () => {
    const { state, commands } = run(inStatus('ready'), { type: 'toggle' });
    expect(state.status).toBe('paused');
    expect(commands).toEqual([{ type: 'pause' }]);
  });

  it('while paused resumes at once', () => {
    const paused = run(playing(), { type: 'toggle' }).state;
    const { state, commands } = run(paused, { type: 'toggle' });
    expect(state.status).toBe('playing');
    expect(commands).toEqual([{ type: 'play', delayMs: 0 }]);
  });

  it('labels: Play, CREATING, Pause, Resume', () => {
    expect(playButtonLabel(idle())).toBe('Play');
    expect(playButtonLabel(inStatus('ready'))).toBe('Pause');
    expect(playButtonLabel(inStatus('playing'))).toBe('Pause');
    expect(playButtonLabel(inStatus('paused'))).toBe('Resume');
    expect(playButtonLabel(inStatus('paused', { awaitingTap: true }))).toBe('Play');
    expect(playButtonLabel(inStatus('ended'))).toBe('Play');
  });
});

describe('generating → ready → playing', () => {
  it('plays as soon as the audio can play, setting the speed first', () => {
    const generating = run(idle(), { type: 'toggle' }).state;
    const { state, commands } = run(generating, { type: 'canPlay', loadId: generating.loadId });
    expect(state.status).toBe('ready');
    expect(commands).toEqual([
      { type: 'rate', speed: 1 },
      { type: 'play', delayMs: 0 },
    ]);
    expect(run(state, { type: 'started' }).state.status).toBe('playing');
  });

  it('delays play by 200 ms on Safari', () => {
    const generating = run(idle(true), { type: 'toggle' }).state;
    const { commands } = run(generating, { type: 'canPlay', loadId: generating.loadId });
    expect(commands).toContainEqual({ type: 'play', delayMs: SAFARI_PLAY_DELAY_MS });
    expect(SAFARI_PLAY_DELAY_MS).toBe(200);
  });

  it('ignores canPlay from an older load, or when not generating', () => {
    const generating = run(idle(), { type: 'toggle' }).state;
    expect(run(generating, { type: 'canPlay', loadId: generating.loadId - 1 }).state).toBe(generating);
    const paused = inStatus('paused');
    expect(run(paused, { type: 'canPlay', loadId: paused.loadId }).state).toBe(paused);
  });

  it('started only moves generating, ready and paused to playing', () => {
    for (const status of ALL) {
      const next = run(inStatus(status), { type: 'started' }).state.status;
      expect(next).toBe(['generating', 'ready', 'paused'].includes(status) ? 'playing' : status);
    }
  });

  it('a pause from outside (lock screen, headphones) moves playing to paused without a command', () => {
    const { state, commands } = run(playing(), { type: 'paused' });
    expect(state.status).toBe('paused');
    expect(commands).toEqual([]);
    expect(run(inStatus('ready'), { type: 'paused' }).state.status).toBe('ready');
  });
});

describe('autoplay blocked', () => {
  it('goes to paused, awaiting a tap, from ready or playing', () => {
    for (const status of ['ready', 'playing'] as const) {
      const { state } = run(inStatus(status), { type: 'blocked' });
      expect(state).toMatchObject({ status: 'paused', awaitingTap: true });
      expect(playButtonLabel(state)).toBe('Play');
      expect(statusText(state)).toMatch(/press Play/);
    }
  });

  it('the tap plays and clears the flag', () => {
    const blocked = run(inStatus('ready'), { type: 'blocked' }).state;
    const { state, commands } = run(blocked, { type: 'toggle' });
    expect(state).toMatchObject({ status: 'playing', awaitingTap: false });
    expect(commands).toEqual([{ type: 'play', delayMs: 0 }]);
  });

  it('is ignored when nothing was trying to play', () => {
    for (const status of ['idle', 'generating', 'paused', 'ended', 'stopped'] as const) {
      const state = inStatus(status);
      expect(run(state, { type: 'blocked' }).state).toBe(state);
    }
  });
});

describe('stop', () => {
  it('is enabled only while playing or paused', () => {
    for (const status of ALL) {
      expect(canStop(inStatus(status))).toBe(status === 'playing' || status === 'paused');
    }
  });

  it('does nothing in any other state', () => {
    for (const status of ['idle', 'generating', 'ready', 'ended', 'stopped'] as const) {
      const state = inStatus(status);
      expect(run(state, { type: 'stop' })).toEqual({ state, commands: [] });
    }
  });

  it('from playing or paused rewinds, then settles back to idle', () => {
    for (const from of [playing(), run(playing(), { type: 'toggle' }).state]) {
      const stopped = run(from, { type: 'stop' });
      expect(stopped.state.status).toBe('stopped');
      expect(stopped.state.currentTime).toBe(0);
      expect(stopped.commands).toEqual([{ type: 'rewind' }]);
      expect(run(stopped.state, { type: 'settle' }).state.status).toBe('idle');
    }
  });
});

describe('ended', () => {
  it('from playing (or paused, as the element pauses first) shows Playback Complete, then idle', () => {
    for (const from of [playing(), run(playing(), { type: 'paused' }).state]) {
      const { state, commands } = run(from, { type: 'ended' });
      expect(state.status).toBe('ended');
      expect(commands).toEqual([
        {
          type: 'toast',
          title: PLAYBACK_COMPLETE_TITLE,
          description: expect.any(String),
          variant: 'default',
        },
      ]);
      expect(PLAYBACK_COMPLETE_TITLE).toBe('Playback Complete');
      expect(run(state, { type: 'settle' }).state).toMatchObject({ status: 'idle', currentTime: 0 });
    }
  });

  it('is ignored unless playing or paused', () => {
    for (const status of ['idle', 'generating', 'ready', 'ended', 'stopped'] as const) {
      const state = inStatus(status);
      expect(run(state, { type: 'ended' }).commands).toEqual([]);
    }
  });

  it('settle only leaves ended and stopped', () => {
    for (const status of ['idle', 'generating', 'ready', 'playing', 'paused'] as const) {
      const state = inStatus(status);
      expect(run(state, { type: 'settle' }).state).toBe(state);
    }
  });
});

describe('changing voice', () => {
  it('from any state stops playback, discards the audio and returns to idle', () => {
    for (const status of ALL) {
      const from = inStatus(status, { currentTime: 42, duration: 100, awaitingTap: true, error: 'x' });
      const { state, commands } = run(from, { type: 'selectVoice', voiceId: JOSH });
      expect(state).toMatchObject({
        status: 'idle',
        voiceId: JOSH,
        currentTime: 0,
        duration: null,
        awaitingTap: false,
        error: null,
        retried: false,
      });
      expect(state.loadId).toBe(from.loadId + 1); // late events from the old audio are ignored
      expect(commands).toEqual([{ type: 'unload' }]);
    }
  });

  it('keeps the speed', () => {
    const fast = run(playing(), { type: 'speed', speed: 1.5 }).state;
    expect(run(fast, { type: 'selectVoice', voiceId: JOSH }).state.speed).toBe(1.5);
  });

  it('choosing the same voice changes nothing', () => {
    const state = playing();
    expect(run(state, { type: 'selectVoice', voiceId: state.voiceId })).toEqual({ state, commands: [] });
  });

  it('the next play generates in the new voice', () => {
    const changed = run(playing(), { type: 'selectVoice', voiceId: JOSH }).state;
    expect(run(changed, { type: 'toggle' }).commands[0]).toMatchObject({ type: 'load', voiceId: JOSH });
  });
});

describe('another speech in the player (a playlist)', () => {
  it('from any state discards the old audio and its length, and requests the new, to play', () => {
    for (const status of ALL) {
      const from = inStatus(status, {
        currentTime: 42,
        duration: 100,
        durationSource: 'media',
        awaitingTap: true,
        error: 'x',
        retried: true,
      });
      const { state, commands } = run(from, { type: 'replace' });
      expect(state).toMatchObject({
        status: 'generating',
        currentTime: 0,
        duration: null,
        durationSource: null,
        awaitingTap: false,
        error: null,
        retried: false,
      });
      expect(state.loadId).toBe(from.loadId + 1); // late events from the old audio are ignored
      expect(commands).toEqual([
        { type: 'load', voiceId: DEFAULT_VOICE_ID, loadId: state.loadId, retry: false, delayMs: 0 },
      ]);
    }
  });

  it('discard (the playlist closed) stops and unloads from any state, keeping the voice', () => {
    for (const status of ALL) {
      const from = inStatus(status, { voiceId: JOSH, currentTime: 42, duration: 100, awaitingTap: true });
      const { state, commands } = run(from, { type: 'discard' });
      expect(state).toMatchObject({ status: 'idle', voiceId: JOSH, currentTime: 0, duration: null });
      expect(state.loadId).toBe(from.loadId + 1);
      expect(commands).toEqual([{ type: 'unload' }]);
    }
  });

  it('then plays when the new audio can, in the same voice and speed', () => {
    const fast = run(playing(), { type: 'speed', speed: 1.25 }, { type: 'selectVoice', voiceId: JOSH }).state;
    const replaced = run(fast, { type: 'replace' });
    expect(replaced.commands[0]).toMatchObject({ type: 'load', voiceId: JOSH });
    const next = run(replaced.state, { type: 'canPlay', loadId: replaced.state.loadId }, { type: 'started' });
    expect(next.state.status).toBe('playing');
    expect(next.commands).toEqual([
      { type: 'rate', speed: 1.25 },
      { type: 'play', delayMs: 0 },
    ]);
  });
});

describe('playback errors', () => {
  it('reset the player and show the destructive Audio Playback Error toast, with Retry', () => {
    for (const from of ['generating', 'ready', 'playing', 'paused'] as const) {
      const { state, commands } = run(inStatus(from, { duration: 100, currentTime: 5 }), {
        type: 'failed',
        message: 'Audio format not supported by this browser',
      });
      expect(state).toMatchObject({
        status: 'idle',
        error: 'Audio format not supported by this browser',
        currentTime: 0,
        duration: null,
      });
      expect(commands).toEqual([
        { type: 'unload' },
        {
          type: 'toast',
          title: PLAYBACK_ERROR_TITLE,
          description: 'Audio format not supported by this browser',
          variant: 'destructive',
          retry: true,
        },
      ]);
    }
    expect(PLAYBACK_ERROR_TITLE).toBe('Audio Playback Error');
  });

  it('on Safari are retried once after 100 ms with the MP3 type, then reported', () => {
    const first = run(playing(true), { type: 'failed', message: 'Audio playback failed' });
    expect(first.state).toMatchObject({ status: 'generating', retried: true });
    expect(first.commands).toEqual([
      { type: 'load', voiceId: DEFAULT_VOICE_ID, loadId: first.state.loadId, retry: true, delayMs: 100 },
    ]);
    expect(SAFARI_RETRY_DELAY_MS).toBe(100);
    const second = run(first.state, { type: 'failed', message: 'Audio playback failed' });
    expect(second.state.status).toBe('idle');
    expect(second.commands).toContainEqual(expect.objectContaining({ title: PLAYBACK_ERROR_TITLE }));
  });

  it('a new play gets its own Safari retry', () => {
    const failed = run(
      playing(true),
      { type: 'failed', message: 'a' },
      { type: 'failed', message: 'b' },
    ).state;
    expect(run(failed, { type: 'toggle' }).state.retried).toBe(false);
  });

  it('are not retried when not retryable (device voices), nor on other browsers', () => {
    expect(run(playing(true), { type: 'failed', message: 'x', retryable: false }).state.status).toBe('idle');
    expect(run(playing(false), { type: 'failed', message: 'x' }).state.status).toBe('idle');
  });

  it('are ignored when nothing is loading or playing', () => {
    for (const status of ['idle', 'ended', 'stopped'] as const) {
      const state = inStatus(status);
      expect(run(state, { type: 'failed', message: 'x' })).toEqual({ state, commands: [] });
    }
  });
});

describe('seeking, skipping and speed', () => {
  it('seek is clamped to the duration and sets the time', () => {
    const state = playing();
    expect(run(state, { type: 'seek', time: 50 }).commands).toEqual([{ type: 'seek', time: 50 }]);
    expect(run(state, { type: 'seek', time: 500 }).commands).toEqual([{ type: 'seek', time: 200 }]);
    expect(run(state, { type: 'seek', time: -3 }).commands).toEqual([{ type: 'seek', time: 0 }]);
    expect(run(state, { type: 'seek', time: Number.NaN }).commands).toEqual([{ type: 'seek', time: 0 }]);
    expect(run(state, { type: 'seek', time: 50 }).state.currentTime).toBe(50);
  });

  it('skips back and forward by 10 s, within the audio', () => {
    const at = (time: number) => run(playing(), { type: 'time', currentTime: time }).state;
    expect(run(at(30), { type: 'skip', by: SKIP_SECONDS }).commands).toEqual([{ type: 'seek', time: 40 }]);
    expect(run(at(30), { type: 'skip', by: -SKIP_SECONDS }).commands).toEqual([{ type: 'seek', time: 20 }]);
    expect(run(at(4), { type: 'skip', by: -SKIP_SECONDS }).commands).toEqual([{ type: 'seek', time: 0 }]);
    expect(run(at(195), { type: 'skip', by: SKIP_SECONDS }).commands).toEqual([{ type: 'seek', time: 200 }]);
  });

  it('needs loaded audio with a known length (the slider shows only then)', () => {
    expect(canSeek(playing())).toBe(true);
    const noLength = inStatus('playing');
    expect(canSeek(noLength)).toBe(false);
    expect(run(noLength, { type: 'seek', time: 5 }).commands).toEqual([]);
    expect(canSeek(inStatus('idle', { duration: 100 }))).toBe(false);
    expect(canSeek(inStatus('generating', { duration: 100 }))).toBe(false);
  });

  it('speed is clamped to 0.25–2 and sets the playback rate', () => {
    const state = playing();
    expect(run(state, { type: 'speed', speed: 1.25 }).commands).toEqual([{ type: 'rate', speed: 1.25 }]);
    expect(run(state, { type: 'speed', speed: 9 }).state.speed).toBe(PLAYBACK_SPEED_MAX);
    expect(run(state, { type: 'speed', speed: 0.1 }).state.speed).toBe(PLAYBACK_SPEED_MIN);
    expect(run(state, { type: 'speed', speed: Number.NaN }).commands).toEqual([]); // NaN → 1, unchanged
    expect(run(idle(), { type: 'speed', speed: 0.75 }).state.speed).toBe(0.75); // chosen before playing
  });

  it('time and duration updates', () => {
    expect(run(playing(), { type: 'time', currentTime: 12.5 }).state.currentTime).toBe(12.5);
    expect(run(idle(), { type: 'time', currentTime: 12.5 }).state.currentTime).toBe(0); // stale
    expect(run(playing(), { type: 'time', currentTime: Number.NaN }).state.currentTime).toBe(0);
    // A stream reports Infinity (or NaN) until it has all arrived: not a length.
    const state = inStatus('playing');
    expect(run(state, { type: 'duration', duration: Number.POSITIVE_INFINITY }).state.duration).toBeNull();
    expect(run(state, { type: 'duration', duration: Number.NaN }).state.duration).toBeNull();
    expect(run(state, { type: 'duration', duration: 0 }).state.duration).toBeNull();
    expect(run(state, { type: 'duration', duration: 93.2 }).state.duration).toBe(93.2);
  });

  it('keeps the most exact length: the estimate, then the timings, then the element', () => {
    const estimated = run(inStatus('playing'), { type: 'duration', duration: 1000, source: 'estimate' });
    expect(estimated.state).toMatchObject({ duration: 1000, durationSource: 'estimate' });
    expect(canSeek(estimated.state)).toBe(true); // the slider and skip buttons from the start
    const timed = run(estimated.state, { type: 'duration', duration: 940, source: 'timings' });
    expect(timed.state).toMatchObject({ duration: 940, durationSource: 'timings' });
    expect(run(timed.state, { type: 'duration', duration: 1000, source: 'estimate' }).state.duration).toBe(
      940,
    );
    const exact = run(timed.state, { type: 'duration', duration: 941.3 });
    expect(exact.state).toMatchObject({ duration: 941.3, durationSource: 'media' });
    expect(run(exact.state, { type: 'duration', duration: 940, source: 'timings' }).state.duration).toBe(
      941.3,
    );
    // Another voice forgets it, so its own estimate is taken again.
    const other = run(exact.state, { type: 'selectVoice', voiceId: JOSH });
    expect(other.state).toMatchObject({ duration: null, durationSource: null });
  });
});
