import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DURATION_OPTIONS, durationEstimateText } from '../../../common/durations';
import {
  DURATIONS,
  type Duration,
  TONE_LABELS,
  TONES,
  type Tone,
  VOICE_STYLE_LABELS,
  VOICE_STYLES,
  type VoiceStyle,
} from '../../../common/enums';
import { formatDateLong } from '../../../common/format-date';
import { FREE_SPEECH_LIMIT, NAME_MAX_LENGTH } from '../../../common/limits';
import { getPlan, upgradeOffer } from '../../../common/plans';
import type { SupportAnswer } from '../../../common/support/support-answer';
import type { DashboardUser } from '../../lib/account/dashboard-user';
import { type ForWhom, loadSpeechDraft, saveSpeechDraft } from '../../lib/speech/speech-draft';
import { useSpeechRecognition } from '../../lib/speech/speech-recognition';
import { errorMessage, type Speech, useGenerateSpeech } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { SupportNote } from '../support/support-note';
import { SupportScreen } from '../support/support-screen';
import { Button } from '../ui/button';
import { type Choice, ChoiceGroup } from './choice-group';
import { ContextInput, type InputMode } from './context-input';
import { GeneratingOverlay, OVERLAY_MIN_VISIBLE_MS, useMinimumVisible } from './generating-overlay';

type FormUser = Pick<
  DashboardUser,
  'speechesUsed' | 'speechLimit' | 'subscriptionStatus' | 'subscriptionTier' | 'currentPeriodEnd' | 'goals'
>;

const TONE_HINTS: Record<Tone, string> = {
  encouraging: 'Warm and supportive',
  confident: 'Bold and assured',
  gentle: 'Calm and kind',
  energetic: 'Fired up',
};
const VOICE_STYLE_HINTS: Record<VoiceStyle, string> = {
  warm: 'Like a friend',
  professional: 'Like a coach',
  soothing: 'Slow and steady',
};

const TONE_CHOICES: Choice<Tone>[] = TONES.map((value) => ({
  value,
  label: TONE_LABELS[value],
  hint: TONE_HINTS[value],
}));
const VOICE_STYLE_CHOICES: Choice<VoiceStyle>[] = VOICE_STYLES.map((value) => ({
  value,
  label: VOICE_STYLE_LABELS[value],
  hint: VOICE_STYLE_HINTS[value],
}));
const FOR_WHOM_CHOICES: Choice<ForWhom>[] = [
  { value: 'me', label: 'For me', hint: 'Tuned to your ratings' },
  { value: 'someone', label: 'For someone else', hint: 'Speaks to them by name' },
];
const DURATION_CHOICES: Choice<Duration>[] = DURATIONS.map((value) => ({
  value,
  label: DURATION_OPTIONS[value].label,
  hint: DURATION_OPTIONS[value].minutes,
}));

const GENERATION_FAILED_FALLBACK = 'Failed to generate speech. Please try again.';

type Props = {
  user: FormUser;
  /** The saved speech, once the stream has delivered it. */
  /** A new speech, and the calm note to show above it when its words were uncertain. */
  onGenerated: (speech: Speech, supportNote?: SupportAnswer) => void;
  /** Move focus to the new speech once the overlay has closed; return true when done. */
  onOverlayClosed?: () => boolean;
};

/**
 * The speech creation form: for the person or for someone else (by their first name), context by voice or
 * text, tone, voice style, duration and, for the person's own speech, an optional goal.
 */
export function SpeechForm({ user, onGenerated, onOverlayClosed }: Props) {
  const contextId = useId();
  const goalId = useId();
  const nameId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  // Starts from the draft this tab kept, and keeps it as the person goes (speech-draft.ts).
  const [draft] = useState(loadSpeechDraft);
  const [forWhom, setForWhom] = useState<ForWhom>(draft.forWhom);
  const [forName, setForName] = useState(draft.forName);
  const [context, setContext] = useState(draft.context);
  const [tone, setTone] = useState<Tone>(draft.tone);
  const [voiceStyle, setVoiceStyle] = useState<VoiceStyle>(draft.voiceStyle);
  const [duration, setDuration] = useState<Duration>(draft.duration);
  const [chosenGoal, setGoal] = useState(draft.goal);
  useEffect(() => {
    saveSpeechDraft({ forWhom, forName, context, tone, voiceStyle, duration, goal: chosenGoal });
  }, [forWhom, forName, context, tone, voiceStyle, duration, chosenGoal]);
  const forSomeoneElse = forWhom === 'someone';
  const [nameError, setNameError] = useState<string | undefined>();
  const [contextError, setContextError] = useState<string | undefined>();
  const [voiceError, setVoiceError] = useState<string | undefined>();
  // Support in place of a speech, when the words showed the person may be in danger.
  const [support, setSupport] = useState<SupportAnswer | null>(null);
  // With no quota left, uncertain words still get their note, beside the limit's message.
  const [limitNote, setLimitNote] = useState<SupportAnswer | null>(null);
  const backFromSupport = useRef(false);
  // Back from the support screen, the person is where they left off: in the text they wrote.
  useEffect(() => {
    if (support || !backFromSupport.current) return;
    backFromSupport.current = false;
    textareaRef.current?.focus();
  }, [support]);

  // Voice is the default; text is forced where the browser can't recognise speech.
  const [chosenMode, setChosenMode] = useState<InputMode>('voice');
  const recognition = useSpeechRecognition({
    onTranscript: (transcript) => {
      setContext(transcript);
      setContextError(undefined);
    },
    // The sentence shows above the text box, and typing takes over.
    onError: (message) => {
      setVoiceError(message);
      setChosenMode('text');
    },
  });
  const mode: InputMode = recognition.supported ? chosenMode : 'text';

  const generation = useGenerateSpeech();
  // Support replaces the overlay at once: nobody in danger should wait out an animation.
  const overlayOpen = useMinimumVisible(generation.isPending, OVERLAY_MIN_VISIBLE_MS, support !== null);
  const busy = generation.isPending;
  const validating = useRef(false);

  const openGoals = user.goals.filter((g) => !g.isCompleted);
  // A goal kept in the draft may have been completed or deleted since; a speech for someone else has none.
  const goal = !forSomeoneElse && openGoals.some((g) => String(g.id) === chosenGoal) ? chosenGoal : '';
  // The free limit (3 speeches without an active subscription), and a plan's monthly one, shown before the person types rather than after they
  // press Generate (the server enforces both too).
  const subscribed = user.subscriptionStatus === 'active';
  const atLimit = user.speechesUsed >= (subscribed ? user.speechLimit : FREE_SPEECH_LIMIT);
  const limitNoteId = useId();

  function changeMode(next: InputMode) {
    if (next === 'text' && recognition.listening) recognition.stop();
    setChosenMode(next);
  }

  function toggleListening() {
    if (recognition.listening) {
      recognition.stop();
      return;
    }
    // Starting to listen clears the context.
    setContext('');
    setContextError(undefined);
    setVoiceError(undefined);
    recognition.start();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || validating.current) return;
    if (atLimit) return; // the button is disabled and says why
    // zod is a tenth of the dashboard's script: the form's rules load with the first submit.
    validating.current = true;
    let speechFormSchema: typeof import('../../../common/schemas/speech').speechFormSchema;
    try {
      ({ speechFormSchema } = await import('../../../common/schemas/speech'));
    } catch {
      // Offline, or a deploy replaced the file: the text stays, and pressing Generate again retries.
      toast({
        title: 'Could not check your request',
        description: 'Check your connection and press Generate Speech again.',
        variant: 'destructive',
      });
      return;
    } finally {
      validating.current = false;
    }
    const parsed = speechFormSchema.safeParse({
      context,
      tone,
      voiceStyle,
      duration,
      goalId: goal ? Number(goal) : undefined,
      forName: forSomeoneElse ? forName : undefined,
    });
    if (!parsed.success) {
      const { issues } = parsed.error;
      const nameIssue = issues.find((i) => i.path[0] === 'forName');
      const contextIssue = issues.find((i) => i.path[0] === 'context') ?? (nameIssue ? undefined : issues[0]);
      setNameError(nameIssue?.message);
      setContextError(contextIssue?.message);
      // The first field that needs attention, in the order they are on the form.
      (nameIssue ? nameRef : textareaRef).current?.focus();
      return;
    }
    setNameError(undefined);
    setContextError(undefined);
    if (recognition.listening) recognition.stop();
    setLimitNote(null);
    generation.mutate(parsed.data, {
      onSuccess: (outcome) => {
        if ('support' in outcome) {
          setSupport(outcome.support);
          return;
        }
        const { forName: name } = outcome.speech;
        toast({
          title: 'Speech Generated!',
          description: name
            ? `The speech for ${name} is ready below.`
            : 'Your speech is ready to read below.',
        });
        onGenerated(outcome.speech, outcome.supportNote);
      },
      onError: (error) => {
        setLimitNote(supportNoteOf(error));
        toast({
          title: 'Generation Failed',
          description: errorMessage(error, GENERATION_FAILED_FALLBACK),
          variant: 'destructive',
        });
      },
    });
  }

  const recipient = forSomeoneElse && forName.trim() ? `For ${forName.trim()}: ` : '';
  const summary = `${recipient}${DURATION_OPTIONS[duration].label} (${DURATION_OPTIONS[duration].minutes}), ${TONE_LABELS[tone].toLowerCase()} tone, ${VOICE_STYLE_LABELS[voiceStyle].toLowerCase()} style.`;

  if (support) {
    return (
      <SupportScreen
        support={support}
        onBack={() => {
          backFromSupport.current = true;
          setSupport(null);
          generation.reset();
        }}
      />
    );
  }

  return (
    <>
      {limitNote ? <SupportNote note={limitNote} /> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={busy}>
        <ChoiceGroup
          name="forWhom"
          legend="Who is it for?"
          choices={FOR_WHOM_CHOICES}
          value={forWhom}
          onChange={(value) => {
            setForWhom(value);
            setNameError(undefined);
          }}
          disabled={busy}
          columns="grid-cols-2"
        />
        {forSomeoneElse ? (
          <NameField
            id={nameId}
            inputRef={nameRef}
            value={forName}
            onChange={(value) => {
              setForName(value);
              if (nameError) setNameError(undefined);
            }}
            error={nameError}
            disabled={busy}
          />
        ) : null}

        <ContextInput
          id={contextId}
          value={context}
          onChange={(value) => {
            setContext(value);
            if (contextError) setContextError(undefined);
          }}
          error={contextError}
          mode={mode}
          onModeChange={changeMode}
          voiceSupported={recognition.supported}
          listening={recognition.listening}
          voiceError={voiceError}
          onToggleListening={toggleListening}
          disabled={busy}
          textareaRef={textareaRef}
          forSomeoneElse={forSomeoneElse}
        />

        <ChoiceGroup
          name="tone"
          legend="Tone"
          choices={TONE_CHOICES}
          value={tone}
          onChange={setTone}
          disabled={busy}
          columns="grid-cols-2 sm:grid-cols-4"
        />
        <ChoiceGroup
          name="voiceStyle"
          legend="Voice style"
          choices={VOICE_STYLE_CHOICES}
          value={voiceStyle}
          onChange={setVoiceStyle}
          disabled={busy}
          // Two columns on phones, the odd one out spanning both; three from sm.
          columns="grid-cols-2 sm:grid-cols-3 [&>:last-child:nth-child(odd)]:col-span-2 sm:[&>:last-child:nth-child(odd)]:col-span-1"
        />
        <ChoiceGroup
          name="duration"
          legend="Duration"
          choices={DURATION_CHOICES}
          value={duration}
          onChange={setDuration}
          disabled={busy}
          columns="grid-cols-2 sm:grid-cols-4"
          footer={
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {durationEstimateText(duration)}
            </p>
          }
        />

        {openGoals.length > 0 && !forSomeoneElse ? (
          <div className="space-y-1.5">
            <label htmlFor={goalId} className="block text-sm font-medium">
              Link to a goal <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <select
              id={goalId}
              value={goal}
              onChange={(event) => setGoal(event.target.value)}
              disabled={busy}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="">No goal</option>
              {openGoals.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        {atLimit ? <LimitNote id={limitNoteId} user={user} subscribed={subscribed} /> : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={busy || atLimit}
          aria-describedby={atLimit ? limitNoteId : undefined}
        >
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
          {busy ? 'Generating...' : 'Generate Speech'}
        </Button>
      </form>

      <GeneratingOverlay
        open={overlayOpen}
        text={generation.streamedText}
        restarted={generation.restarted}
        summary={summary}
        onClosed={onOverlayClosed}
      />
    </>
  );
}

/** Their first name, for a speech for someone else: the speech speaks to them by it. */
function NameField({
  id,
  inputRef,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Their first name
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="words"
        enterKeyHint="next"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={cn(
          'h-11 w-full rounded-md border bg-background px-3 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60',
          error ? 'border-destructive' : 'border-input',
        )}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        The speech speaks to them by this name. Nothing from your profile, ratings or goals goes into it.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LimitNote({ id, user, subscribed }: { id: string; user: FormUser; subscribed: boolean }) {
  const plan = subscribed ? getPlan(user.subscriptionTier) : undefined;
  const offer = upgradeOffer(plan ? plan.id : 'free');
  const renews =
    plan && user.currentPeriodEnd ? ` They renew on ${formatDateLong(user.currentPeriodEnd)}.` : '';
  return (
    <div
      id={id}
      role="status"
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
    >
      <p className="font-semibold">{plan ? 'Monthly Speech Limit Reached' : 'Free Speech Limit Reached'}</p>
      <p>
        {plan
          ? `You've used all ${user.speechLimit} speeches of your ${plan.name} plan this month.${renews}`
          : `You've used your ${FREE_SPEECH_LIMIT} free speeches.`}{' '}
        {offer ? (
          <>
            {offer}{' '}
            <Link href="/pricing" className="font-medium underline underline-offset-4">
              See plans
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The note a 402 carries beside its message when the words were uncertain ("402: {json}"). */
function supportNoteOf(error: unknown): SupportAnswer | null {
  const text = error instanceof Error ? error.message : '';
  if (!text.startsWith('402: ')) return null;
  try {
    const body: { supportNote?: SupportAnswer } = JSON.parse(text.slice('402: '.length));
    return body.supportNote ?? null;
  } catch {
    return null;
  }
}
