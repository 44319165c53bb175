import { useState } from 'react';
import { SPEECH_FORM_DEFAULTS } from '../../../common/form-defaults';
import { PEP_TALK_PARAM } from '../../../common/reminders';
import type { GoalSummary } from '../../lib/account/dashboard-user';
import { type Speech, useGenerateSpeech } from '../../lib/speech/speeches';
import { useRunOnce } from '../../lib/ui/use-run-once';

/**
 * Opened from a reminder (/?pep-talk=<goal id or 'today'>): writes a fresh short speech for that goal,
 * which counts against the quota like any other, and opens it. Nothing is written until the person opens
 * the app this way; the parameter is removed first, so a reload does not write another.
 */
function useReminderPepTalk(goals: GoalSummary[], open: (speech: Speech) => void) {
  const generation = useGenerateSpeech();
  const [failed, setFailed] = useState(false);
  useRunOnce(() => {
    const params = new URLSearchParams(window.location.search);
    const wanted = params.get(PEP_TALK_PARAM);
    if (wanted === null) return;
    params.delete(PEP_TALK_PARAM);
    const search = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    );
    const goal = goals.find((candidate) => String(candidate.id) === wanted);
    generation.mutate(
      {
        ...SPEECH_FORM_DEFAULTS,
        duration: 'short',
        context: goal ? `A pep talk for my goal: ${goal.title}` : 'A pep talk to get me going today',
        goalId: goal?.id,
      },
      {
        onSuccess: (outcome) => {
          if ('speech' in outcome) open(outcome.speech);
        },
        onError: () => setFailed(true),
      },
    );
  });
  if (generation.isPending) return 'Writing your pep talk...';
  if (failed) return "We couldn't write your pep talk. Please create one below.";
  return null;
}

/** Shows how the pep talk a reminder asked for is going (nothing when the page was opened otherwise). */
export function ReminderPepTalk({
  goals,
  onOpen,
}: {
  goals: GoalSummary[];
  onOpen: (speech: Speech) => void;
}) {
  const status = useReminderPepTalk(goals, onOpen);
  return status ? (
    <p role="status" className="rounded-md bg-accent p-3 text-sm">
      {status}
    </p>
  ) : null;
}
