import { useId } from 'react';
import { TONE_LABELS } from '../../../common/enums';
import { MUSIC_VOLUME_MAX } from '../../../common/music-choice';
import type { Music } from '../../lib/audio/music/use-music';
import { NativeSelect } from './voice-select';

/** The music under the speech: none (the default) or the tone's bed, and its volume. */
export function MusicControls({ music }: { music: Music }) {
  const id = useId();
  const { settings, tone, bedName } = music;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-bed`} className="text-sm font-medium">
          Music
        </label>
        <NativeSelect
          id={`${id}-bed`}
          value={settings.on ? 'on' : 'off'}
          onChange={(event) => music.setOn(event.target.value === 'on')}
          className="h-9 w-auto pr-9"
          aria-describedby={`${id}-about`}
        >
          <option value="off">None</option>
          <option value="on">{bedName}</option>
        </NativeSelect>
      </div>
      {settings.on ? (
        <div className="flex min-w-48 flex-1 items-center gap-2">
          <label htmlFor={`${id}-volume`} className="shrink-0 text-sm font-medium">
            Music volume
          </label>
          <input
            id={`${id}-volume`}
            type="range"
            min={0}
            max={MUSIC_VOLUME_MAX}
            step={5}
            value={settings.volume}
            aria-valuetext={`${settings.volume}%`}
            onChange={(event) => music.setVolume(Number(event.target.value))}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-primary"
          />
        </div>
      ) : null}
      <p id={`${id}-about`} className="w-full text-xs text-muted-foreground">
        {settings.on
          ? `${bedName} for a ${TONE_LABELS[tone].toLowerCase()} speech, quieter while the words play. Made on this device as you listen.`
          : `Add ${bedName.toLowerCase()} under the voice, made on this device as you listen.`}
      </p>
    </div>
  );
}
