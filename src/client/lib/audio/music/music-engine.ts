import type { SentenceTiming } from '../../../../common/audio-timings';
import {
  type BedNote,
  bedForTone,
  bedGain,
  bedNotes,
  DUCK,
  duckPoints,
  envelope,
  MUSIC_FADE,
  pointsAt,
} from '../../../../common/music-beds';

// The music bed in the browser: Web Audio oscillators playing the shared bed description
// (common/music-beds.ts), scheduled a little ahead on the speech's own clock. Loaded only once the
// person turns music on (use-music.ts imports it lazily).

/** Where the speech is: its position in speech seconds (null: not known, keep counting) and its speed. */
export type SpeechClock = { position(): number | null; rate(): number };

export type MusicEngine = {
  /** Creates or wakes the audio context: call it from a tap, so Safari and iOS let it sound. */
  prime(): void;
  /** The speech is playing: wake the context, fade in, follow the clock. */
  play(): void;
  /** The speech paused or stopped: fade out, then suspend the context. */
  pause(): void;
  setVolume(volume: number): void;
  /** The speech's tone, which picks the bed. */
  setTone(tone: string): void;
  /** Where the sentences fall (for the ducking); null until known: held at the words' level. */
  setSentences(sentences: readonly Pick<SentenceTiming, 'start' | 'end'>[] | null): void;
  close(): void;
};

/** How far ahead notes are scheduled (seconds of audio time), and how often the schedule is topped up. */
const AHEAD = 0.4;
const TICK_MS = 50;
/** A gap between where the speech is and where the music thinks it is that means a seek. */
const JUMP = 0.25;

type Voice = { osc: OscillatorNode; gain: GainNode };
type Graph = { context: AudioContext; duck: GainNode; fade: GainNode; volume: GainNode };

export function createMusicEngine(
  initial: { tone: string; volume: number },
  clock: SpeechClock,
): MusicEngine {
  let bed = bedForTone(initial.tone);
  let volume = initial.volume;
  let duck: [number, number][] = [[0, DUCK.words]];
  let graph: Graph | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let suspending: ReturnType<typeof setTimeout> | null = null;
  let played = false;
  const voices = new Set<Voice>();
  // The speech time `position` was at audio time `at`, moving at `rate`; notes are scheduled up to `until`.
  let anchor = { position: 0, at: 0, rate: 1 };
  let until = 0;
  // The speech's position at the last tick, to tell a stall from a seek.
  let lastPosition: number | null = null;

  function build(): Graph {
    const context = new AudioContext();
    const [duckGain, fade, volumeGain] = [context.createGain(), context.createGain(), context.createGain()];
    fade.gain.value = 0;
    volumeGain.gain.value = bedGain(bed, volume);
    duckGain.connect(fade).connect(volumeGain).connect(context.destination);
    return { context, duck: duckGain, fade, volume: volumeGain };
  }

  const toAudioTime = (speechTime: number) => anchor.at + (speechTime - anchor.position) / anchor.rate;

  /** Where the speech is now, by the clock, or counted on from the anchor where the clock can't tell. */
  function speechNow(context: AudioContext): number {
    return clock.position() ?? anchor.position + (context.currentTime - anchor.at) * anchor.rate;
  }

  function silenceVoices(context: AudioContext) {
    const now = context.currentTime;
    for (const voice of voices) {
      voice.gain.gain.cancelScheduledValues(now);
      voice.gain.gain.setValueAtTime(voice.gain.gain.value, now);
      voice.gain.gain.linearRampToValueAtTime(0, now + 0.03);
      voice.osc.stop(now + 0.05);
    }
    voices.clear();
  }

  /** Starts again from where the speech is: after a seek, a speed change, a pause. */
  function resync({ context, duck: duckGain }: Graph) {
    silenceVoices(context);
    const now = context.currentTime;
    const position = speechNow(context);
    anchor = { position, at: now, rate: clock.rate() };
    until = position;
    duckGain.gain.cancelScheduledValues(now);
    duckGain.gain.setValueAtTime(pointsAt(duck, position), now);
    schedule(context, true);
  }

  function schedule(context: AudioContext, resumed = false) {
    const horizon = anchor.position + (context.currentTime + AHEAD - anchor.at) * anchor.rate;
    if (horizon <= until) return;
    for (const note of bedNotes(bed, until, horizon)) {
      // Notes already sounding are picked up part-way only when starting again; short ones are left.
      if (note.start < until && (!resumed || note.duration < 0.5)) continue;
      startNote(context, note);
    }
    for (const [time, gain] of duck) {
      if (time >= until && time < horizon) graph?.duck.gain.linearRampToValueAtTime(gain, toAudioTime(time));
    }
    until = horizon;
  }

  function startNote(context: AudioContext, note: BedNote) {
    if (!graph) return;
    const now = context.currentTime;
    const begin = Math.max(now, toAudioTime(note.start));
    const into = (begin - toAudioTime(note.start)) * anchor.rate;
    const osc = context.createOscillator();
    osc.type = note.wave;
    osc.frequency.setValueAtTime(note.frequency, begin);
    if (note.sweepTo !== undefined) {
      osc.frequency.exponentialRampToValueAtTime(note.sweepTo, toAudioTime(note.start + note.duration));
    }
    const gain = context.createGain();
    const points = envelope(note);
    gain.gain.setValueAtTime(pointsAt(points, into), begin);
    for (const [time, value] of points) {
      if (time > into) gain.gain.linearRampToValueAtTime(value, toAudioTime(note.start + time));
    }
    osc.connect(gain).connect(graph.duck);
    const voice = { osc, gain };
    voices.add(voice);
    osc.addEventListener('ended', () => {
      voices.delete(voice);
      gain.disconnect();
    });
    osc.start(begin);
    osc.stop(toAudioTime(note.start + note.duration + note.release) + 0.02);
  }

  function tick() {
    if (!graph) return;
    const { context } = graph;
    const expected = anchor.position + (context.currentTime - anchor.at) * anchor.rate;
    const position = clock.position();
    // A speech waiting for its audio (still streaming) stands still while the bed plays on: the bed
    // keeps going over the wait, and starts again once, from where the speech is, when it moves on.
    const stalled = position !== null && position === lastPosition;
    lastPosition = position;
    const jumped = position !== null && !stalled && Math.abs(position - expected) > JUMP;
    if (clock.rate() !== anchor.rate || jumped) resync(graph);
    else schedule(context);
  }

  function fadeTo(target: number, seconds: number) {
    if (!graph) return;
    const { fade, context } = graph;
    const now = context.currentTime;
    fade.gain.cancelScheduledValues(now);
    fade.gain.setValueAtTime(fade.gain.value, now);
    fade.gain.linearRampToValueAtTime(target, now + seconds);
  }

  function setVolume(next: number) {
    volume = next;
    if (!graph) return;
    graph.volume.gain.setTargetAtTime(bedGain(bed, volume), graph.context.currentTime, 0.05);
  }

  return {
    prime() {
      graph ??= build();
      if (graph.context.state === 'suspended') void graph.context.resume();
    },
    play() {
      graph ??= build();
      if (suspending !== null) clearTimeout(suspending);
      suspending = null;
      const current = graph;
      void current.context.resume().then(() => {
        if (graph !== current || timer === null) return;
        resync(current);
        fadeTo(1, played ? MUSIC_FADE.resume : MUSIC_FADE.in);
        played = true;
      });
      if (timer === null) timer = setInterval(tick, TICK_MS);
    },
    pause() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      if (!graph || suspending !== null) return;
      fadeTo(0, MUSIC_FADE.out);
      const current = graph;
      suspending = setTimeout(
        () => {
          suspending = null;
          if (graph !== current || timer !== null) return;
          silenceVoices(current.context);
          void current.context.suspend();
        },
        MUSIC_FADE.out * 1000 + 20,
      );
    },
    setVolume,
    setTone(tone) {
      const next = bedForTone(tone);
      if (next === bed) return;
      bed = next;
      setVolume(volume);
      if (graph && timer !== null) resync(graph);
    },
    setSentences(sentences) {
      duck = sentences && sentences.length > 0 ? duckPoints(sentences) : [[0, DUCK.words]];
      if (graph && timer !== null) resync(graph);
    },
    close() {
      if (timer !== null) clearInterval(timer);
      if (suspending !== null) clearTimeout(suspending);
      timer = null;
      suspending = null;
      void graph?.context.close();
      graph = null;
      voices.clear();
    },
  };
}
