import { Loader2, Pause, Play, Repeat, Shuffle, SkipBack, SkipForward, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { favouritePreview } from '../../../common/previews';
import { positionText, queueLanguage } from '../../lib/audio/playlist/playlist-queue';
import type { Playlist } from '../../lib/audio/playlist/use-playlist';
import { languageNote, useVoices } from '../../lib/audio/voices';
import { speechTitle } from '../../lib/speech/speeches';
import { Button } from '../ui/button';
import { VoiceSelect } from '../voice/voice-select';

const NO_DEVICE_VOICES: [] = [];

function ControlButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="icon"
      variant={pressed ? 'secondary' : 'outline'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="size-11 shrink-0 aria-pressed:border-primary aria-pressed:text-primary"
    >
      {children}
    </Button>
  );
}

/** The playlist's now-playing line and controls: previous, play/pause, next, shuffle and repeat, voice. */
export function PlaylistBar({ playlist }: { playlist: Playlist }) {
  const { queue, current, player, finished } = playlist;
  const { voices, languages, isFallback } = useVoices();
  if (!queue || !current) return null;
  // Speeches in one language: the picker says its voices speak it, as a speech's own picker does.
  const language = queueLanguage(queue);
  const { status, awaitingTap } = player.state;
  const busy = status === 'generating';
  const playing = status === 'playing' || status === 'ready';
  const title = speechTitle(current, favouritePreview);

  return (
    <section aria-label="Favourites playlist" className="space-y-3 rounded-lg border bg-background p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm" aria-live="polite">
          <span className="block text-xs font-medium text-muted-foreground">
            {finished ? 'Finished playing your favourites' : 'Now playing'}
          </span>
          <span className="font-medium" data-playlist-title>
            {title}
          </span>{' '}
          <span className="whitespace-nowrap text-muted-foreground">({positionText(queue)})</span>
        </p>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Close playlist"
          title="Close playlist"
          onClick={playlist.close}
          className="size-9 shrink-0"
        >
          <X aria-hidden />
        </Button>
      </div>

      <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
        <legend className="sr-only">Playlist controls</legend>
        <ControlButton label="Shuffle" pressed={playlist.shuffle} onClick={playlist.toggleShuffle}>
          <Shuffle aria-hidden />
        </ControlButton>
        <ControlButton label="Previous" disabled={!playlist.hasPrevious} onClick={playlist.previous}>
          <SkipBack aria-hidden />
        </ControlButton>
        <Button
          size="icon"
          aria-label={busy ? 'Loading' : playing ? 'Pause' : 'Play'}
          title={busy ? 'Loading' : playing ? 'Pause' : 'Play'}
          onClick={busy ? undefined : playlist.toggle}
          aria-disabled={busy}
          className="size-11 shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {busy ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : playing ? (
            <Pause aria-hidden />
          ) : (
            <Play aria-hidden />
          )}
        </Button>
        <ControlButton label="Next" disabled={!playlist.hasNext} onClick={playlist.next}>
          <SkipForward aria-hidden />
        </ControlButton>
        <ControlButton label="Repeat" pressed={playlist.repeat} onClick={playlist.toggleRepeat}>
          <Repeat aria-hidden />
        </ControlButton>
      </fieldset>

      {awaitingTap ? (
        <p className="rounded-md border border-primary/30 bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          Your browser needs a tap before it plays audio. Press Play to start listening.
        </p>
      ) : null}

      <VoiceSelect
        voices={voices}
        deviceVoices={NO_DEVICE_VOICES}
        value={player.state.voiceId}
        onChange={playlist.selectVoice}
        isFallback={isFallback}
        languageNote={language ? languageNote(language, languages) : null}
      />
      <p className="text-xs text-muted-foreground">
        The playlist uses our voices, which keep playing with the screen off. Voices on this device stop when
        it sleeps, so they are offered for single speeches only.
      </p>
    </section>
  );
}
