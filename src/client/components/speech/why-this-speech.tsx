import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { TONE_LABELS, type Tone } from '../../../common/enums';
import type { SpeechShaping } from '../../lib/speech/speeches';

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** 'Why this speech': what the writer understood from the context and the person's profile. */
export function WhyThisSpeech({ shaping }: { shaping: SpeechShaping | null | undefined }) {
  const headingId = useId();
  if (!shaping) return null;
  const rows: { term: string; detail: string }[] = [];
  if (shaping.themeLabel) rows.push({ term: 'About', detail: shaping.themeLabel });
  if (shaping.keyPhrase && shaping.keyPhraseFromContext !== false)
    rows.push({ term: 'Focus', detail: shaping.keyPhrase });
  if (shaping.time) rows.push({ term: 'When', detail: shaping.time });
  if (shaping.goalTitle) rows.push({ term: 'Goal', detail: shaping.goalTitle });
  if (shaping.tone) rows.push({ term: 'Tone', detail: TONE_LABELS[shaping.tone as Tone] ?? shaping.tone });
  const signals = (shaping.profileSignals ?? []).filter(Boolean);
  if (rows.length === 0 && signals.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-dashed bg-muted/50 p-4 text-sm">
      <h3 id={headingId} className="mb-2 flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden className="size-4 text-primary" />
        Why this speech
      </h3>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map((row) => (
            <div key={row.term} className="contents">
              <dt className="text-muted-foreground">{row.term}</dt>
              <dd className="min-w-0 break-words">{row.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {signals.length > 0 ? (
        <div className="mt-3">
          <p className="text-muted-foreground">Tuned to you:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {signals.map((signal) => (
              <li key={signal}>{capitalise(signal)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
