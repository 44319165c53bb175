import { ArrowLeft, HeartHandshake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SupportAnswer } from '../../../common/support/support-answer';
import { Button } from '../ui/button';
import { SupportResources } from './support-resources';

type Props = { support: SupportAnswer; onBack: () => void };

/**
 * In place of a speech when a person's words show they may be in danger: a calm message, people to call
 * or text now, and a way back to the form. Focus moves to its heading so a screen reader hears it first.
 */
export function SupportScreen({ support, onBack }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="support-heading" className="space-y-5" data-testid="support-screen">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <HeartHandshake aria-hidden className="size-5" />
        </span>
        <div className="space-y-2">
          <h2 id="support-heading" ref={heading} tabIndex={-1} className="font-bold text-xl outline-none">
            You don't have to carry this alone
          </h2>
          <p className="text-muted-foreground">{support.message}</p>
        </div>
      </div>
      <SupportResources focus={support.focus} />
      <Button type="button" variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Back to the form
      </Button>
    </section>
  );
}
