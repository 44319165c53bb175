import { Keyboard, Mic, MicOff } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { CONTEXT_MAX_LENGTH, CONTEXT_MIN_LENGTH } from '../../../common/limits';
import {
  SPEECH_RECOGNITION_UNSUPPORTED,
  VOICE_INPUT_NOT_AVAILABLE,
} from '../../lib/speech/speech-recognition';
import { cn } from '../../lib/ui/cn';

export type InputMode = 'voice' | 'text';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  mode: InputMode;
  onModeChange: (mode: InputMode) => void;
  voiceSupported: boolean;
  listening: boolean;
  /** What went wrong with voice input, in a sentence, until listening starts again. */
  voiceError?: string | undefined;
  onToggleListening: () => void;
  disabled?: boolean;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Asks what someone else is facing, rather than the person writing. */
  forSomeoneElse?: boolean;
};

const WORDING = {
  me: {
    label: 'What are you facing?',
    voice: 'Tap the microphone and say what you are facing. Your words appear here, and you can edit them.',
    text: 'e.g. I have a job interview at a bank on Monday and I freeze when they ask about my weaknesses.',
  },
  someone: {
    label: 'What are they facing?',
    voice: 'Tap the microphone and say what they are facing. Your words appear here, and you can edit them.',
    text: 'e.g. Her driving test is on Friday. She failed the first one and is sure she will freeze again.',
  },
} as const;

/**
 * The context, by voice (the default) or text. The textarea is always there, so a transcript
 * can be corrected by hand; voice mode adds the microphone toggle. Without speech recognition the
 * mode is text and says why.
 */
export function ContextInput({
  id,
  value,
  onChange,
  error,
  mode,
  onModeChange,
  voiceSupported,
  listening,
  voiceError,
  onToggleListening,
  disabled,
  textareaRef,
  forSomeoneElse,
}: Props) {
  const wording = WORDING[forSomeoneElse ? 'someone' : 'me'];
  const hintId = useId();
  const errorId = `${id}-error`;
  const statusId = useId();
  const count = value.length;
  const describedBy = [error ? errorId : null, hintId, mode === 'voice' ? statusId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {wording.label}
        </label>
        <fieldset className="inline-flex rounded-md border border-input bg-muted p-0.5">
          <legend className="sr-only">Input mode</legend>
          <ModeButton
            active={mode === 'voice'}
            disabled={disabled || !voiceSupported}
            onClick={() => onModeChange('voice')}
          >
            <Mic aria-hidden className="size-4" />
            Voice
          </ModeButton>
          <ModeButton active={mode === 'text'} disabled={disabled} onClick={() => onModeChange('text')}>
            <Keyboard aria-hidden className="size-4" />
            Text
          </ModeButton>
        </fieldset>
      </div>

      {voiceError && !listening ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 px-3 py-2 text-destructive text-sm"
        >
          {voiceError}
        </p>
      ) : null}

      {voiceSupported ? null : (
        <div role="note" className="rounded-md border border-dashed bg-muted/60 px-3 py-2 text-sm">
          <p className="font-medium">{VOICE_INPUT_NOT_AVAILABLE}</p>
          <p className="text-muted-foreground">
            {SPEECH_RECOGNITION_UNSUPPORTED}. Type your context instead.
          </p>
        </div>
      )}

      {mode === 'voice' ? (
        <div className="flex items-center gap-3 rounded-md border bg-muted/40 p-3">
          <button
            type="button"
            onClick={onToggleListening}
            disabled={disabled}
            aria-pressed={listening}
            aria-label={listening ? 'Stop voice input' : 'Start voice input'}
            className={cn(
              'relative flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
              listening
                ? 'bg-destructive text-destructive-foreground hover:bg-destructive/90'
                : 'bg-primary text-primary-foreground hover:bg-primary/90',
            )}
          >
            {listening ? (
              <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-destructive/40" />
            ) : null}
            {listening ? (
              <MicOff aria-hidden className="relative size-5" />
            ) : (
              <Mic aria-hidden className="relative size-5" />
            )}
          </button>
          <p id={statusId} role="status" className="text-muted-foreground text-sm">
            {listening
              ? 'Listening... speak naturally, then tap to stop.'
              : 'Tap the microphone to start speaking. Starting clears the text below.'}
          </p>
        </div>
      ) : null}

      <textarea
        id={id}
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={5}
        maxLength={CONTEXT_MAX_LENGTH}
        disabled={disabled}
        placeholder={mode === 'voice' ? wording.voice : wording.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block min-h-32 w-full resize-y rounded-md border bg-background px-3 py-2 text-base leading-relaxed shadow-sm outline-none placeholder:text-muted-foreground/80 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60',
          error ? 'border-destructive' : 'border-input',
        )}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={hintId} className="text-muted-foreground">
          The more you share, the more personal it gets. At least {CONTEXT_MIN_LENGTH} characters.
        </p>
        <p className="shrink-0 tabular-nums text-muted-foreground">
          {count}/{CONTEXT_MAX_LENGTH}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ModeButton({
  active,
  disabled,
  onClick,
  children,
}: {
  active: boolean;
  disabled?: boolean | undefined;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-[calc(var(--radius-md)-2px)] px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}
