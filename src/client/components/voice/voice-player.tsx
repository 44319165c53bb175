import { Download, Loader2, Pause, Play, RotateCcw, RotateCw, Square } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { PLAYBACK_SPEED_OPTIONS } from '../../../common/limits';
import { favouritePreview } from '../../../common/previews';
import { splitSentences } from '../../../common/sentences';
import { API_MEDIA_CROSS_ORIGIN, apiUrl } from '../../lib/api/api';
import { audioPath } from '../../lib/audio/audio-player/audio-path';
import { canSeek, canStop, playButtonLabel, statusText } from '../../lib/audio/audio-player/state';
import { formatTime, timeValueText } from '../../lib/audio/audio-player/time';
import { useAudioPlayer } from '../../lib/audio/audio-player/use-audio-player';
import { useMusic } from '../../lib/audio/music/use-music';
import { languageNote, useDeviceVoices, useVoices } from '../../lib/audio/voices';
import { type Speech, speechTitle } from '../../lib/speech/speeches';
import { Button } from '../ui/button';
import { useMediaSession } from './media-session';
import { MusicControls } from './music-controls';
import { type ReadAlongSession, usePublishReadAlong } from './read-along';
import { NativeSelect, VoiceSelect, voiceLabel } from './voice-select';

/** The audio player for one speech, with read-along and voices on this device. */
export function VoicePlayer({ speech }: { speech: Speech }) {
  const { voices, languages, isFallback } = useVoices();
  const deviceVoices = useDeviceVoices(speech.language);
  const deviceSentences = useMemo(
    () => splitSentences(speech.content, speech.language),
    [speech.content, speech.language],
  );
  const deviceVoice = useCallback(
    (voiceId: string) => deviceVoices.find((voice) => voice.id === voiceId)?.voice,
    [deviceVoices],
  );
  const player = useAudioPlayer({
    speechId: speech.id,
    tone: speech.tone,
    deviceSentences,
    deviceVoice,
  });
  const { state, isDevice } = player;
  const { status } = state;
  const voiceName = voiceLabel(state.voiceId, voices, deviceVoices);
  const seekable = canSeek(state) && !isDevice;
  const hasAudio = status === 'ready' || status === 'playing' || status === 'paused';
  const speedId = useId();
  const { readTime } = player;
  const position = useCallback(() => (isDevice ? null : readTime()), [isDevice, readTime]);
  const music = useMusic({
    tone: speech.tone,
    status,
    speed: state.speed,
    position,
    sentences: player.sentenceTimings,
  });
  const { prime } = music;
  const toggle = useCallback(() => {
    // A tap that starts or resumes the speech wakes the music too (browsers start audio only from a tap).
    if (status !== 'playing' && status !== 'ready') prime();
    player.toggle();
  }, [status, prime, player.toggle]);

  useMediaSession({
    title: speechTitle(speech, favouritePreview),
    status,
    currentTime: state.currentTime,
    duration: isDevice ? null : state.duration,
    speed: state.speed,
    toggle,
    stop: player.stop,
    skip: player.skip,
    seek: seekable ? player.seek : null,
  });

  const { sentences, activeSentence, activeWord, seekToSentence } = player;
  const session = useMemo<ReadAlongSession | null>(
    () =>
      hasAudio && sentences.length > 0
        ? {
            sentences,
            active: activeSentence,
            activeWord,
            playing: status !== 'paused',
            voiceName,
            toggle,
            seekToSentence,
          }
        : null,
    [hasAudio, sentences, activeSentence, activeWord, status, voiceName, toggle, seekToSentence],
  );
  usePublishReadAlong(speech.id, session);

  const spoken = activeSentence !== null ? sentences[activeSentence]?.text : undefined;
  const busy = status === 'generating';

  return (
    <div className="space-y-4 rounded-lg border bg-muted/40 p-4 sm:p-5">
      {/* biome-ignore lint/a11y/useMediaCaption: speech audio; its text is the Text Output tab, highlighted as it plays */}
      <audio ref={player.audioRef} preload="none" crossOrigin={API_MEDIA_CROSS_ORIGIN} />

      <VoiceSelect
        voices={voices}
        deviceVoices={deviceVoices}
        value={state.voiceId}
        onChange={player.selectVoice}
        isFallback={isFallback}
        languageNote={languageNote(speech.language, languages)}
      />

      {busy ? <CreatingPanel voiceName={voiceName} /> : null}

      {/* Phones: Play across the width, the other controls in a row under it; one row from sm. */}
      <div className="flex flex-wrap items-center gap-2">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
        <Button
          size="lg"
          onClick={busy ? undefined : toggle}
          aria-disabled={busy}
          className="w-full px-6 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-50 sm:w-auto sm:min-w-36"
        >
          {busy ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : status === 'playing' || status === 'ready' ? (
            <Pause aria-hidden />
          ) : (
            <Play aria-hidden />
          )}
          {playButtonLabel(state)}
        </Button>
        <div className="flex flex-1 gap-2 sm:flex-none">
          <Button
            size="lg"
            variant="outline"
            onClick={canStop(state) ? player.stop : undefined}
            aria-disabled={!canStop(state)}
            className="flex-1 px-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:flex-none"
          >
            <Square aria-hidden />
            Stop
          </Button>
          <Button
            size="icon"
            variant="outline"
            className="h-11 w-auto flex-1 sm:w-11 sm:flex-none"
            aria-label="Back 10 seconds"
            title="Back 10 seconds"
            disabled={!seekable}
            onClick={() => player.skip(-1)}
          >
            <RotateCcw aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="outline"
            className="h-11 w-auto flex-1 sm:w-11 sm:flex-none"
            aria-label="Forward 10 seconds"
            title="Forward 10 seconds"
            disabled={!seekable}
            onClick={() => player.skip(1)}
          >
            <RotateCw aria-hidden />
          </Button>
        </div>
      </div>

      {seekable && state.duration !== null ? (
        <div className="flex items-center gap-3">
          <span className="w-10 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
            {formatTime(state.currentTime)}
          </span>
          <input
            type="range"
            aria-label="Seek"
            min={0}
            max={Math.ceil(state.duration)}
            step={1}
            value={Math.min(state.currentTime, state.duration)}
            aria-valuetext={timeValueText(state.currentTime, state.duration)}
            onChange={(event) => player.seek(Number(event.target.value))}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-primary"
          />
          <span className="w-10 shrink-0 text-xs tabular-nums text-muted-foreground">
            {formatTime(state.duration)}
          </span>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <label htmlFor={speedId} className="text-sm font-medium">
            Speed
          </label>
          <NativeSelect
            id={speedId}
            value={String(state.speed)}
            onChange={(event) => player.setSpeed(Number(event.target.value))}
            className="h-9 w-20"
          >
            {/* A speed outside the selector (from the clamp) still shows as itself. */}
            {(PLAYBACK_SPEED_OPTIONS as readonly number[]).includes(state.speed) ? null : (
              <option value={String(state.speed)}>{state.speed}×</option>
            )}
            {PLAYBACK_SPEED_OPTIONS.map((speed) => (
              <option key={speed} value={String(speed)}>
                {speed}×
              </option>
            ))}
          </NativeSelect>
        </div>
        {player.downloadUrl ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={player.downloadUrl} download>
                <Download aria-hidden />
                Download
              </a>
            </Button>
            {/* The server mixes the same bed into its own voices' audio; a device voice has no file. */}
            <Button asChild variant="outline" size="sm">
              <a
                href={apiUrl(
                  audioPath(speech.id, state.voiceId, { download: true, music: music.settings.volume }),
                )}
                download
              >
                <Download aria-hidden />
                Download with music
              </a>
            </Button>
          </div>
        ) : null}
      </div>

      <MusicControls music={music} />

      <p role="status" className="sr-only">
        {statusText(state)}
      </p>

      {state.awaitingTap ? (
        <p className="rounded-md border border-primary/30 bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          Your browser needs a tap before it plays audio. Press Play to start listening.
        </p>
      ) : null}

      {spoken ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Now: </span>“{spoken}”
        </p>
      ) : null}

      <p className="text-xs text-muted-foreground">
        {isDevice
          ? "Device voices speak a sentence at a time: pause picks up at the start of the sentence, speed changes apply from the next one, and there's no seeking, skipping or download. Choose one of our voices for those."
          : hasAudio && sentences.length > 0
            ? 'Open Text Output to read along: the sentence being spoken is highlighted, and clicking any sentence plays from there.'
            : player.timingsStatus === 'error' && hasAudio
              ? 'Read-along is not available for this audio.'
              : 'Press Play to hear this speech. It starts within a moment and you can read along in Text Output.'}
      </p>
    </div>
  );
}

const SLOW_MS = 6000;

/** While the audio is being created, a progress panel (with streaming, rarely seen for long). */
function CreatingPanel({ voiceName }: { voiceName: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="rounded-md border bg-background p-4">
      <div className="flex items-start gap-3">
        <Loader2 aria-hidden className="mt-0.5 size-5 shrink-0 animate-spin text-primary" />
        <div className="min-w-0">
          <p className="font-medium">Creating your audio</p>
          <p className="text-sm text-muted-foreground">
            {slow
              ? 'Still working: the first play of a long speech can take a little longer.'
              : `${voiceName} is getting ready. Playback starts in a moment.`}
          </p>
        </div>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full w-full animate-pulse rounded-full bg-primary/70" />
      </div>
    </div>
  );
}
