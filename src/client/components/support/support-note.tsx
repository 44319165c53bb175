import { HeartHandshake } from 'lucide-react';
import type { SupportAnswer } from '../../../common/support/support-answer';
import { SupportResources } from './support-resources';

/**
 * The middle band's calm card, above a speech whose words might mean more than a hard day: one line and
 * the region's people to call or text. A labelled region with its own heading, so a screen reader finds it
 * in the page's landmarks and headings, and its lines are links a keyboard reaches before the speech.
 */
export function SupportNote({ note }: { note: SupportAnswer }) {
  return (
    <section
      aria-labelledby="support-note-heading"
      className="space-y-4 rounded-lg border border-primary/30 bg-secondary/60 p-4 sm:p-6"
      data-testid="support-note"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-background text-primary">
          <HeartHandshake aria-hidden className="size-4" />
        </span>
        <h2 id="support-note-heading" className="font-semibold text-base leading-snug">
          {note.message}
        </h2>
      </div>
      <SupportResources focus={note.focus} />
    </section>
  );
}
