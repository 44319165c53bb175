// What the player's commands do to real audio: an <audio> element for the server's voices, or the
// browser's speechSynthesis for voices on this device. Both report back through the same events.

type DriverFailure =
  | { kind: 'media'; code: number | null; url: string }
  | { kind: 'device'; message: string };

export type DriverEvents = {
  canPlay(loadId: number): void;
  started(): void;
  paused(): void;
  ended(): void;
  time(currentTime: number): void;
  duration(duration: number): void;
  blocked(): void;
  /** Device voices: the sentence now being spoken (null when none). */
  sentence(index: number | null): void;
  /** Device voices that report word boundaries: the character of the sentence being spoken. */
  word(charIndex: number): void;
  failed(loadId: number, failure: DriverFailure): void;
};

type LoadRequest = { loadId: number; voiceId: string; url: string; retry: boolean };

export type AudioDriver = {
  load(request: LoadRequest): void;
  play(): Promise<void>;
  pause(): void;
  rewind(): void;
  unload(): void;
  seek(time: number): void;
  setRate(speed: number): void;
  /** Device voices: carry on from this sentence. */
  seekSentence?(index: number): void;
  destroy(): void;
};

/** Another part of the same speech's audio, to play from `offset` seconds into the speech. */
type PartRequest = { url: string; offset: number; at: number | null; resume: boolean };

export type MediaDriver = AudioDriver & {
  /** Seconds into the speech (the element's time plus the part's offset). */
  currentTime(): number;
  /** Whether the element already holds the audio at `time` (seconds into the speech). */
  holds(time: number): boolean;
  /**
   * Seeks to `time` in the part playing once its audio arrives there (it is still streaming). The time
   * reported stays at `time` meanwhile, so a run of key presses adds up instead of snapping back.
   */
  seekWhenHeld(time: number): void;
  /**
   * Plays another part instead (after a moment, so a drag or a run of key presses asks once), at `at`
   * seconds into the speech or the part's start, playing on if `resume`. The time stays where it was
   * asked meanwhile.
   */
  playPart(part: PartRequest): void;
  /** The part's place in the speech, measured now that its timings have arrived. */
  setOffset(offset: number): void;
};

const HAVE_FUTURE_DATA = 3;
const PART_SWITCH_DELAY_MS = 250;

const within = (ranges: TimeRanges, time: number) =>
  Array.from({ length: ranges.length }, (_, i) => i).some(
    (i) => ranges.start(i) <= time && time <= ranges.end(i),
  );

/** Server voices: the streaming MP3 URL as the element's source, so playback starts within a second. */
export function createMediaDriver(audio: HTMLAudioElement, events: DriverEvents): MediaDriver {
  let loadId = -1;
  let url = '';
  // Where the part playing starts in the speech (0: the whole audio).
  let offset = 0;
  // Between the request for another part and its playing: the old part's pause and times are not ours.
  let switching: ReturnType<typeof setTimeout> | null = null;
  // Counts part requests, so a part's start that comes after another request is ignored.
  let partRequests = 0;
  // A seek ahead of what has streamed in the part playing: applied when the audio gets there.
  let pendingSeek: number | null = null;
  const stopSwitching = () => {
    if (switching !== null) clearTimeout(switching);
    switching = null;
    pendingSeek = null;
    partRequests += 1;
  };
  // Whether the element holds audio of ours (events from an emptied element are ignored).
  let loaded = false;
  const cleanups: (() => void)[] = [];
  const on = (type: keyof HTMLMediaElementEventMap, listener: () => void) => {
    audio.addEventListener(type, listener);
    cleanups.push(() => audio.removeEventListener(type, listener));
  };
  const fail = () => {
    if (!loaded) return;
    // A failing <source> (the retry) leaves no MediaError: its type was the problem, so code 4.
    events.failed(loadId, { kind: 'media', code: audio.error?.code ?? 4, url });
  };

  on('canplay', () => loaded && events.canPlay(loadId));
  on('playing', () => loaded && events.started());
  // At the end the element pauses (ended already true) and then fires 'ended'.
  on('pause', () => loaded && switching === null && !audio.ended && events.paused());
  on('ended', () => loaded && events.ended());
  on(
    'timeupdate',
    () => loaded && switching === null && events.time(pendingSeek ?? offset + audio.currentTime),
  );
  on('progress', () => {
    if (pendingSeek === null || !holdsAt(pendingSeek)) return;
    audio.currentTime = pendingSeek - offset;
    pendingSeek = null;
  });
  // A part's own length is not the speech's: only the whole audio reports it.
  on(
    'durationchange',
    () => loaded && offset === 0 && Number.isFinite(audio.duration) && events.duration(audio.duration),
  );
  on('error', fail);

  const holdsAt = (time: number) => {
    const at = time - offset;
    if (at < 0) return false;
    return within(audio.buffered, at) || (Number.isFinite(audio.duration) && within(audio.seekable, at));
  };
  const empty = () => {
    audio.pause();
    audio.removeAttribute('src');
    for (const source of Array.from(audio.querySelectorAll('source'))) source.remove();
  };
  const unload = () => {
    stopSwitching();
    if (!loaded) return;
    loaded = false;
    url = '';
    offset = 0;
    empty();
    audio.load();
  };

  return {
    load(request) {
      stopSwitching();
      loadId = request.loadId;
      // Play again after stop or end: the element still holds this audio, so no new request.
      if (!request.retry && loaded && url === request.url && audio.readyState >= HAVE_FUTURE_DATA) {
        audio.currentTime = 0;
        const id = loadId;
        queueMicrotask(() => events.canPlay(id));
        return;
      }
      empty();
      url = request.url;
      offset = 0;
      loaded = true;
      audio.preload = 'auto';
      if (request.retry) {
        // Safari and iOS retry once with an explicit MP3 type.
        const source = document.createElement('source');
        source.type = 'audio/mpeg';
        source.src = request.url;
        source.addEventListener('error', fail);
        audio.append(source);
        audio.load();
      } else {
        audio.src = request.url; // setting src starts loading; load() as well would request it twice
      }
    },
    play: () => Promise.resolve(audio.play()),
    pause: () => audio.pause(),
    rewind() {
      stopSwitching();
      audio.pause();
      try {
        audio.currentTime = 0;
      } catch {
        // nothing loaded yet
      }
    },
    unload,
    seek(time) {
      pendingSeek = null;
      try {
        audio.currentTime = Math.max(0, time - offset);
      } catch {
        // not seekable yet
      }
    },
    currentTime: () => pendingSeek ?? offset + audio.currentTime,
    holds: holdsAt,
    seekWhenHeld(time) {
      pendingSeek = time;
    },
    playPart(part) {
      stopSwitching();
      const mine = partRequests;
      audio.pause();
      switching = setTimeout(() => {
        empty();
        url = part.url;
        offset = part.offset;
        audio.addEventListener(
          'canplay',
          () => {
            if (mine !== partRequests) return;
            switching = null;
            if (part.at !== null) audio.currentTime = Math.max(0, part.at - offset);
            if (!part.resume) return;
            audio.play().catch((error: unknown) => {
              if (error instanceof Error && error.name === 'NotAllowedError') events.blocked();
            });
          },
          { once: true },
        );
        audio.src = part.url;
      }, PART_SWITCH_DELAY_MS);
    },
    setOffset(measured) {
      offset = measured;
    },
    setRate(speed) {
      audio.defaultPlaybackRate = speed;
      audio.playbackRate = speed;
    },
    destroy() {
      unload();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}

type DeviceOptions = {
  /** The sentences to speak, one utterance each (long utterances stall in some browsers). */
  sentences: () => readonly string[];
  voice: (voiceId: string) => SpeechSynthesisVoice | undefined;
};

/**
 * Voices on this device, through speechSynthesis, a sentence at a time: pause cancels and resume starts
 * the sentence again (pause()/resume() are unreliable across browsers); speed applies from the next
 * sentence; there is no timeline to seek, but any sentence can be jumped to.
 */
export function createDeviceDriver(events: DriverEvents, options: DeviceOptions): AudioDriver {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  let loadId = -1;
  let voiceId = '';
  let index = 0;
  let rate = 1;
  let token = 0;
  let speaking = false;
  let used = false;

  const silence = () => {
    token += 1;
    speaking = false;
    if (used) synth?.cancel();
  };

  function rewind() {
    silence();
    index = 0;
    events.sentence(null);
  }

  function speakFrom(from: number) {
    if (!synth) return;
    silence();
    const mine = token;
    const sentences = options.sentences();
    index = from;
    speaking = true;
    used = true;
    const next = () => {
      if (mine !== token) return;
      const text = sentences[index];
      if (text === undefined) {
        speaking = false;
        events.sentence(null);
        events.ended();
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      const voice = options.voice(voiceId);
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      utterance.rate = rate;
      utterance.onstart = () => {
        if (mine === token) events.started();
      };
      utterance.onboundary = (event) => {
        if (mine === token && event.name === 'word') events.word(event.charIndex);
      };
      utterance.onend = () => {
        if (mine !== token) return;
        index += 1;
        next();
      };
      utterance.onerror = (event) => {
        if (mine !== token || event.error === 'interrupted' || event.error === 'canceled') return;
        silence();
        if (event.error === 'not-allowed') events.blocked();
        else
          events.failed(loadId, {
            kind: 'device',
            message: `This device's voice could not speak (${event.error})`,
          });
      };
      events.sentence(index);
      synth.speak(utterance);
    };
    next();
  }

  return {
    load(request) {
      silence();
      loadId = request.loadId;
      voiceId = request.voiceId;
      index = 0;
      const id = loadId;
      queueMicrotask(() => {
        if (synth) events.canPlay(id);
        else events.failed(id, { kind: 'device', message: 'This browser has no built-in voices' });
      });
    },
    play() {
      speakFrom(index);
      return Promise.resolve();
    },
    pause: silence,
    rewind,
    unload: rewind,
    seek() {
      // No timeline: the player hides the slider and skip buttons for device voices.
    },
    seekSentence(to) {
      const count = options.sentences().length;
      if (count === 0) return;
      const target = Math.min(Math.max(0, to), count - 1);
      if (speaking) speakFrom(target);
      else {
        index = target;
        events.sentence(target);
      }
    },
    setRate(speed) {
      rate = speed;
    },
    destroy() {
      silence();
    },
  };
}
