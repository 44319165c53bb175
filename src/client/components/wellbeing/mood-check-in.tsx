import { HeartPulse, Loader2, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MOOD_DEFAULTS } from '../../../common/form-defaults';
import { MOOD_MAX, MOOD_MIN, MOOD_NOTES_MAX } from '../../../common/limits';
import { MOOD_LABELS, type MoodScores, type OverallMood, overallMood } from '../../../common/overall-mood';
import type { SupportAnswer } from '../../../common/support/support-answer';
import { timeAgo } from '../../../common/time-ago';
import { errorMessage } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { type MoodEntry, useRecentMoods, useRecordMood } from '../../lib/wellbeing/wellbeing';
import { SupportResources } from '../support/support-resources';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

type Scale = { key: keyof MoodScores; label: string; low: string; high: string };

const SCALES: readonly Scale[] = [
  { key: 'energy', label: 'Energy', low: 'Drained', high: 'Energised' },
  { key: 'confidence', label: 'Confidence', low: 'Unsure', high: 'Assured' },
  { key: 'stress', label: 'Stress', low: 'Calm', high: 'Very stressed' },
  { key: 'motivation', label: 'Motivation', low: 'Flat', high: 'Driven' },
];

const MOOD_SAVE_FAILED = 'Failed to save mood';

function moodLabel(mood: string): string {
  return MOOD_LABELS[mood as OverallMood] ?? mood;
}

/** Colours for the overall-mood badge: calm greens for good days, warm tones for hard ones. */
const MOOD_TONE: Record<OverallMood, string> = {
  excellent: 'bg-emerald-100 text-emerald-900',
  great: 'bg-emerald-100 text-emerald-900',
  good: 'bg-secondary text-secondary-foreground',
  balanced: 'bg-secondary text-secondary-foreground',
  mixed: 'bg-muted text-foreground',
  challenging: 'bg-amber-100 text-amber-900',
  overwhelmed: 'bg-rose-100 text-rose-900',
  struggling: 'bg-rose-100 text-rose-900',
};

type MoodFormProps = {
  /** Clear the note once saved (the non-compact form stays open for the next check-in). */
  clearNoteAfterSave: boolean;
  onSaved?: (entry: MoodEntry) => void;
  /** The note showed the person may be in danger: the check-in was saved, and this is who can help. */
  onSupport: (support: SupportAnswer) => void;
  /** Escape closes the form in compact mode. */
  onEscape?: () => void;
  /** Focus the first slider when the form appears (it was just opened with Check In). */
  autoFocus?: boolean;
};

/** Four 1–10 sliders, an optional note with a live counter, and the overall mood they add up to. */
function MoodForm({ clearNoteAfterSave, onSaved, onSupport, onEscape, autoFocus }: MoodFormProps) {
  const id = useId();
  const firstSlider = useRef<HTMLInputElement>(null);
  const [scores, setScores] = useState<MoodScores>({
    energy: MOOD_DEFAULTS.energy,
    confidence: MOOD_DEFAULTS.confidence,
    stress: MOOD_DEFAULTS.stress,
    motivation: MOOD_DEFAULTS.motivation,
  });
  const [notes, setNotes] = useState(MOOD_DEFAULTS.notes);
  const record = useRecordMood();
  const mood = overallMood(scores);
  const nearLimit = notes.length >= MOOD_NOTES_MAX - 20;

  useEffect(() => {
    if (autoFocus) firstSlider.current?.focus();
  }, [autoFocus]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (record.isPending) return;
    record.mutate(
      { ...scores, notes: notes || undefined, overallMood: mood },
      {
        onSuccess: (entry) => {
          if (clearNoteAfterSave) setNotes('');
          // Crisis words get support; uncertain ones the calm note, in the same card.
          const support = entry.support ?? entry.supportNote;
          if (support) {
            onSupport(support);
            return;
          }
          toast({
            title: 'Mood Recorded',
            description: `Overall mood: ${moodLabel(entry.overallMood)}. Thanks for checking in.`,
          });
          onSaved?.(entry);
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: errorMessage(error, MOOD_SAVE_FAILED),
            variant: 'destructive',
          });
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  }

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} className="space-y-4" aria-label="Mood check-in">
      <div className="space-y-3">
        {SCALES.map((scale, index) => {
          const value = scores[scale.key];
          const sliderId = `${id}-${scale.key}`;
          return (
            <div key={scale.key} className="space-y-1">
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={sliderId} className="text-sm font-medium">
                  {scale.label}
                </label>
                <span aria-hidden className="text-sm font-semibold tabular-nums text-primary">
                  {value}
                  <span className="font-normal text-muted-foreground">/{MOOD_MAX}</span>
                </span>
              </div>
              <input
                ref={index === 0 ? firstSlider : undefined}
                id={sliderId}
                type="range"
                min={MOOD_MIN}
                max={MOOD_MAX}
                step={1}
                value={value}
                aria-valuetext={`${value} out of ${MOOD_MAX}`}
                aria-describedby={`${sliderId}-range`}
                disabled={record.isPending}
                onChange={(event) =>
                  setScores((previous) => ({ ...previous, [scale.key]: Number(event.target.value) }))
                }
                className="h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
              />
              <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
                <span>{scale.low}</span>
                <span>{scale.high}</span>
              </div>
              {/* Read out with the slider (hidden elements still describe what points at them). */}
              <span id={`${sliderId}-range`} hidden>
                {MOOD_MIN} is {scale.low.toLowerCase()}, {MOOD_MAX} is {scale.high.toLowerCase()}
              </span>
            </div>
          );
        })}
      </div>

      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-notes`} className="text-sm font-medium">
            Notes <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <span
            id={`${id}-count`}
            className={cn('text-xs tabular-nums', nearLimit ? 'text-amber-800' : 'text-muted-foreground')}
          >
            <span className="sr-only">Characters used: </span>
            {notes.length}/{MOOD_NOTES_MAX}
          </span>
        </div>
        <textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={MOOD_NOTES_MAX}
          rows={2}
          disabled={record.isPending}
          onChange={(event) => setNotes(event.target.value.slice(0, MOOD_NOTES_MAX))}
          placeholder="What's on your mind?"
          aria-describedby={`${id}-count`}
          className={cn('field', 'h-auto min-h-16 resize-y py-2')}
        />
      </div>

      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="flex items-center justify-between gap-2 rounded-md border bg-muted/50 px-3 py-2"
      >
        <span className="text-sm text-muted-foreground">Overall mood</span>
        <span
          data-testid="overall-mood-preview"
          className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', MOOD_TONE[mood])}
        >
          {MOOD_LABELS[mood]}
        </span>
      </div>

      <Button type="submit" className="w-full" disabled={record.isPending}>
        {record.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {record.isPending ? 'Saving...' : 'Save Check-in'}
      </Button>
    </form>
  );
}

/** After a check-in whose note showed the person may be in danger: it was saved, and who can help now. */
function MoodSupport({ support, onDone }: { support: SupportAnswer; onDone: () => void }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4" data-testid="mood-support">
      <p ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Your check-in is saved. Thank you for being honest about how you feel.
      </p>
      <p className="text-sm text-muted-foreground">{support.message}</p>
      <SupportResources focus={support.focus} />
      <Button type="button" variant="outline" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

/** 'Last check-in: Balanced · 2 hours ago', when there is one. */
function LastCheckIn() {
  const { data } = useRecentMoods();
  const last = data?.[0];
  if (!last) return <p className="text-sm text-muted-foreground">How are you feeling today?</p>;
  return (
    <p className="text-sm text-muted-foreground">
      Last check-in: <span className="font-medium text-foreground">{moodLabel(last.overallMood)}</span> ·{' '}
      {timeAgo(last.createdAt)}
    </p>
  );
}

/**
 * The mood check-in. Compact (the dashboard): collapsed until 'Check In', closable, and it
 * collapses again after saving. Non-compact: the form is always open and the note clears after saving.
 */
export function MoodCheckIn({ compact = true, className }: { compact?: boolean; className?: string }) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const [support, setSupport] = useState<SupportAnswer | null>(null);
  const checkInButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!expanded && returnFocus.current) {
      returnFocus.current = false;
      checkInButton.current?.focus();
    }
  }, [expanded]);

  const collapse = () => {
    returnFocus.current = true;
    setExpanded(false);
  };
  const open = compact ? expanded : true;

  return (
    <Card id="mood-check-in" className={className}>
      <section aria-labelledby={titleId}>
        <CardHeader className="flex-row items-start justify-between gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
          <div className="min-w-0 space-y-1">
            <CardTitle id={titleId} className="flex items-center gap-2">
              <HeartPulse aria-hidden className="size-5 text-primary" />
              {compact ? 'Mood Check-in' : 'How are you feeling?'}
            </CardTitle>
            {open ? <CardDescription>Slide each one to where you are right now.</CardDescription> : null}
          </div>
          {compact && open ? (
            <Button variant="ghost" size="icon" onClick={collapse} className="-mt-1 -mr-2 size-9">
              <X aria-hidden />
              <span className="sr-only">Close mood check-in</span>
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          {support ? (
            <MoodSupport
              support={support}
              onDone={() => {
                setSupport(null);
                if (compact) collapse();
              }}
            />
          ) : open ? (
            <MoodForm
              onSupport={setSupport}
              clearNoteAfterSave={!compact}
              autoFocus={compact}
              onSaved={compact ? collapse : undefined}
              onEscape={compact ? collapse : undefined}
            />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <LastCheckIn />
              <Button ref={checkInButton} onClick={() => setExpanded(true)}>
                Check In
              </Button>
            </div>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
