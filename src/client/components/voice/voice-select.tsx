import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { type DeviceVoice, groupVoices, type Voice } from '../../lib/audio/voices';
import { cn } from '../../lib/ui/cn';

type Props = {
  voices: readonly Voice[];
  deviceVoices: readonly DeviceVoice[];
  value: string;
  onChange: (voiceId: string) => void;
  /** The voices call failed and the fallback three (Rachel, Domi, Josh) are shown. */
  isFallback?: boolean;
  /** Which voices are shown for the speech's language (languageNote), under the picker. */
  languageNote?: string | null;
  disabled?: boolean;
  className?: string;
};

/** A native select (keyboard, screen readers and phone pickers for free) styled to match, with its chevron. */
export function NativeSelect({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'select'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select className={cn('native-select', className)} {...props} />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** The name people see for a voice id, whichever list it is in. */
export function voiceLabel(voiceId: string, voices: readonly Voice[], deviceVoices: readonly DeviceVoice[]) {
  return (
    voices.find((voice) => voice.id === voiceId)?.name ??
    deviceVoices.find((voice) => voice.id === voiceId)?.name ??
    'This voice'
  );
}

function voiceDetail(voiceId: string, voices: readonly Voice[], deviceVoices: readonly DeviceVoice[]) {
  const voice = voices.find((candidate) => candidate.id === voiceId);
  if (voice) {
    const accent = voice.accent === 'Premium' ? 'Premium voice' : `${voice.accent} accent`;
    return `${voice.gender} · ${accent}`;
  }
  const device = deviceVoices.find((candidate) => candidate.id === voiceId);
  if (device) {
    const kind = device.natural ? 'a natural voice' : 'a voice';
    return `${device.language} · ${kind} of this device, free${device.voice.localService ? ' and offline' : ''}`;
  }
  return '';
}

/** Voice selection: groups Female, Neutral, Male, then the voices on this device. */
export function VoiceSelect({
  voices,
  deviceVoices,
  value,
  onChange,
  isFallback,
  languageNote,
  disabled,
  className,
}: Props) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        Voice
      </label>
      <NativeSelect
        wrapperClassName="sm:max-w-md"
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={languageNote ? `${id}-language ${id}-detail` : `${id}-detail`}
      >
        {groupVoices(voices).map((group) => (
          <optgroup key={group.gender} label={group.gender}>
            {group.voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.name} — {voice.description}
              </option>
            ))}
          </optgroup>
        ))}
        {deviceVoices.length > 0 ? (
          <optgroup label="On this device">
            {deviceVoices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.name} ({voice.language}){voice.natural ? ' · natural' : ''}
              </option>
            ))}
          </optgroup>
        ) : null}
      </NativeSelect>
      {languageNote ? (
        <p id={`${id}-language`} className="text-xs text-muted-foreground">
          {languageNote}
        </p>
      ) : null}
      <p id={`${id}-detail`} className="text-xs text-muted-foreground">
        {voiceDetail(value, voices, deviceVoices)}
        {isFallback ? ' · Showing our standard voices: the full list could not be loaded.' : ''}
      </p>
    </div>
  );
}
