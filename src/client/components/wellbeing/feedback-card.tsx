import { CircleCheck, Loader2, MessageSquareHeart, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  FORM_PREFERRED_TONES,
  HELPFUL_ELEMENT_LABELS,
  HELPFUL_ELEMENTS,
  type HelpfulElement,
  PREFERRED_LENGTHS,
  type PreferredLength,
  type PreferredTone,
} from '../../../common/enums';
import { IMPROVEMENT_SUGGESTIONS_MAX_LENGTH } from '../../../common/limits';
import type { FeedbackInput } from '../../../common/schemas/feedback';
import { listenedToEnd } from '../../lib/audio/listened-to-end';
import { errorMessage } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { useSubmitFeedback } from '../../lib/wellbeing/wellbeing';
import { Button } from '../ui/button';
import { StarRating } from './star-rating';

const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';

const LENGTH_LABELS: Record<PreferredLength, string> = {
  shorter: 'Shorter',
  perfect: 'Just right',
  longer: 'Longer',
};
type FormTone = (typeof FORM_PREFERRED_TONES)[number];
const TONE_CHOICE_LABELS: Record<FormTone, string> = {
  same: 'Keep this tone',
  more_energetic: 'More energetic',
  calmer: 'Calmer',
  more_confident: 'More confident',
};

const RATING_WORDS = ['Not for me', 'Okay', 'Good', 'Great', 'Loved it'] as const;
const EFFECTIVENESS_WORDS = ['Not at all', 'A little', 'Somewhat', 'Very', 'Extremely'] as const;
const RESONANCE_WORDS = ['Not at all', 'A little', 'Somewhat', 'Deeply', 'Completely'] as const;

/** What the person chose: nothing until they choose it (null ratings are not given yet). */
type Answers = {
  rating: number | null;
  effectiveness: number | null;
  emotionalResonance: number | null;
  preferredLength?: PreferredLength;
  preferredTone?: PreferredTone;
  helpfulElements: HelpfulElement[];
  improvementSuggestions: string;
  wouldRecommend: boolean;
};

const INITIAL: Answers = {
  rating: null,
  effectiveness: null,
  emotionalResonance: null,
  helpfulElements: [],
  improvementSuggestions: '',
  wouldRecommend: false,
};

type Listening = { completedListening: boolean; timeSpentListening?: number | undefined };

/**
 * The payload for POST /api/feedback, every rating sent as chosen (effectiveness and resonance follow
 * the overall rating until changed) and optional answers left out when not given. Whether the whole
 * speech was heard comes from the player, not from a question.
 */
function feedbackPayload(
  speechId: number,
  answers: Answers & { rating: number },
  { completedListening, timeSpentListening }: Listening,
): FeedbackInput {
  const suggestions = answers.improvementSuggestions.trim();
  return {
    speechId: String(speechId),
    rating: answers.rating,
    effectiveness: answers.effectiveness ?? answers.rating,
    emotionalResonance: answers.emotionalResonance ?? answers.rating,
    ...(answers.preferredLength ? { preferredLength: answers.preferredLength } : {}),
    ...(answers.preferredTone ? { preferredTone: answers.preferredTone } : {}),
    ...(answers.helpfulElements.length > 0
      ? { helpfulElements: HELPFUL_ELEMENTS.filter((element) => answers.helpfulElements.includes(element)) }
      : {}),
    ...(suggestions ? { improvementSuggestions: suggestions } : {}),
    wouldRecommend: answers.wouldRecommend,
    completedListening,
    ...(typeof timeSpentListening === 'number' &&
    Number.isFinite(timeSpentListening) &&
    timeSpentListening >= 0
      ? { timeSpentListening }
      : {}),
  };
}

/** A row of pill-shaped radio buttons (one Tab stop, arrow keys choose). */
function PillGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={cn(PILL, 'rounded-full')}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// Rounded by each use: full for the answers, less for the longer element labels.
const PILL = cn(
  'inline-flex min-h-10 cursor-pointer select-none items-center gap-2 border border-input bg-background px-3.5 py-1.5 text-sm transition-colors',
  'hover:border-primary/60 hover:bg-accent',
  'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:font-medium has-[:checked]:text-secondary-foreground',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
);

type FormProps = {
  speechId: number;
  timeSpentListening?: number;
  answers: Answers;
  setAnswers: (update: (previous: Answers) => Answers) => void;
  onDone: () => void;
  onCancel: () => void;
};

function FeedbackForm({ speechId, timeSpentListening, answers, setAnswers, onDone, onCancel }: FormProps) {
  const id = useId();
  const submit = useSubmitFeedback();
  const firstField = useRef<HTMLFieldSetElement>(null);
  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers((previous) => ({ ...previous, [key]: value }));

  // Opening the form takes keyboard and screen-reader users straight to the first question.
  useEffect(() => {
    const field = firstField.current;
    (field?.querySelector<HTMLInputElement>('input:checked') ?? field?.querySelector('input'))?.focus();
  }, []);

  function toggleElement(element: HelpfulElement, checked: boolean) {
    setAnswers((previous) => ({
      ...previous,
      helpfulElements: checked
        ? [...previous.helpfulElements.filter((item) => item !== element), element]
        : previous.helpfulElements.filter((item) => item !== element),
    }));
  }

  const { rating } = answers;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending || rating === null) return;
    const listening = { completedListening: listenedToEnd(speechId), timeSpentListening };
    submit.mutate(feedbackPayload(speechId, { ...answers, rating }, listening), {
      onSuccess: () => {
        toast({ title: 'Thank You!', description: 'Your feedback helps us create better speeches for you.' });
        onDone();
      },
      onError: (error) => {
        toast({
          title: 'Feedback Error',
          description: errorMessage(error, FEEDBACK_FAILED),
          variant: 'destructive',
        });
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  const busy = submit.isPending;

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label="Rate this speech"
      className="@container mt-4 space-y-5"
    >
      <fieldset ref={firstField} disabled={busy} className="grid min-w-0 gap-4 @2xl:grid-cols-3 @2xl:gap-3">
        <legend className="sr-only">Ratings</legend>
        <StarRating
          legend="Overall rating"
          value={rating}
          onChange={(value) => set('rating', value)}
          words={RATING_WORDS}
        />
        {/* Until changed, these two show (and send) the overall rating. */}
        <StarRating
          legend="How effective was it?"
          optional
          value={answers.effectiveness ?? rating}
          onChange={(value) => set('effectiveness', value)}
          words={EFFECTIVENESS_WORDS}
        />
        <StarRating
          legend="How much did it resonate?"
          optional
          value={answers.emotionalResonance ?? rating}
          onChange={(value) => set('emotionalResonance', value)}
          words={RESONANCE_WORDS}
        />
      </fieldset>

      <fieldset disabled={busy} className="min-w-0 space-y-5">
        <PillGroup
          legend="Next time, the length should be"
          options={PREFERRED_LENGTHS}
          labels={LENGTH_LABELS}
          value={answers.preferredLength}
          onChange={(value) => set('preferredLength', value)}
        />
        <PillGroup
          legend="And the tone"
          options={FORM_PREFERRED_TONES}
          labels={TONE_CHOICE_LABELS}
          value={answers.preferredTone as FormTone | undefined}
          onChange={(value) => set('preferredTone', value)}
        />

        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium">
            What helped? <span className="font-normal text-muted-foreground">(choose any)</span>
          </legend>
          <div className="grid gap-2 @md:grid-cols-2">
            {HELPFUL_ELEMENTS.map((element) => (
              <label key={element} className={cn(PILL, 'rounded-md')}>
                <input
                  type="checkbox"
                  checked={answers.helpfulElements.includes(element)}
                  onChange={(event) => toggleElement(element, event.target.checked)}
                  className="size-4 shrink-0 accent-primary"
                />
                {HELPFUL_ELEMENT_LABELS[element]}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor={`${id}-suggestions`} className="block text-sm font-medium">
            How could we make it better? <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <textarea
            id={`${id}-suggestions`}
            value={answers.improvementSuggestions}
            onChange={(event) => set('improvementSuggestions', event.target.value)}
            maxLength={IMPROVEMENT_SUGGESTIONS_MAX_LENGTH}
            rows={3}
            placeholder="e.g. More about my team, or avoid 'you've got this'"
            className={cn('field', 'h-auto resize-y py-2')}
          />
        </div>

        <label className="flex cursor-pointer items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            checked={answers.wouldRecommend}
            onChange={(event) => set('wouldRecommend', event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          I'd recommend this speech to a friend
        </label>
      </fieldset>

      {rating === null ? (
        <p id={`${id}-needs-rating`} className="text-sm text-muted-foreground sm:text-right">
          Choose an overall rating to submit.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={busy || rating === null}
          aria-describedby={rating === null ? `${id}-needs-rating` : undefined}
        >
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {busy ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}

type Props = {
  speechId: number;
  /** For someone else: their rating of it teaches nothing about the person, and the card says so. */
  forName?: string | null;
  /** Seconds the person listened, when the voice player knows it; left out otherwise. */
  timeSpentListening?: number;
};

/**
 * The feedback card 'How was your speech?': collapsed behind 'Rate Speech', expanded into the form, and
 * collapsed again after submitting or closing. The form starts empty; answers are kept while the card is
 * mounted, so reopening it to change a rating starts from what was sent.
 */
export function FeedbackCard({ speechId, forName, timeSpentListening }: Props) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [answers, setAnswers] = useState<Answers>(INITIAL);
  const rateButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!expanded && returnFocus.current) {
      returnFocus.current = false;
      rateButton.current?.focus();
    }
  }, [expanded]);

  const collapse = () => {
    returnFocus.current = true;
    setExpanded(false);
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-lg border p-4 sm:p-5', expanded ? 'bg-card' : 'bg-accent/50')}
      data-testid="feedback-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <MessageSquareHeart aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold leading-tight">
              How was your speech?
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {submitted && !expanded ? (
                <span className="flex items-start gap-1.5">
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  Thanks! Your rating is saved. You can change it any time.
                </span>
              ) : forName ? (
                `A speech for ${forName} doesn't change how yours are written.`
              ) : (
                'Your rating tunes the next speech to you.'
              )}
            </p>
          </div>
        </div>
        {expanded ? (
          <Button variant="ghost" size="icon" onClick={collapse} className="-mt-1 -mr-2 size-9">
            <X aria-hidden />
            <span className="sr-only">Close feedback form</span>
          </Button>
        ) : (
          <Button
            ref={rateButton}
            // For someone else, sending the link is the next step, not this.
            variant={submitted || forName ? 'outline' : 'default'}
            onClick={() => setExpanded(true)}
            className="w-full sm:w-auto"
          >
            Rate Speech
          </Button>
        )}
      </div>
      {expanded ? (
        <FeedbackForm
          speechId={speechId}
          timeSpentListening={timeSpentListening}
          answers={answers}
          setAnswers={setAnswers}
          onDone={() => {
            setSubmitted(true);
            collapse();
          }}
          onCancel={collapse}
        />
      ) : null}
    </section>
  );
}
