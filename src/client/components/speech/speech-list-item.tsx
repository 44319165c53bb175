import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { forWhomLabel, type SpeechRow } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { CompactSpeechEditor } from './speech-editor';

type Props = {
  speech: SpeechRow;
  /** The name, or a context preview cut to the list's length. */
  title: string;
  /** Wraps the title rather than cutting it off at the edge (for titles that already end on a word). */
  wrapTitle?: boolean;
  /** A line under the title; 'For Maya' leads it for a speech written for someone else. */
  meta?: ReactNode;
  /** Extra lines under the title (e.g. a content preview on the History page). */
  children?: ReactNode;
  /** Open in place (a button) ... */
  onOpen?: (speech: SpeechRow) => void;
  /** ... or go to a URL (a link). */
  href?: string;
  className?: string;
};

const OPENER =
  'block min-w-0 flex-1 rounded-md px-2 py-1.5 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

/** One speech in a list: opens on click or Enter, with the compact favourite and name editor beside it. */
export function SpeechListItem({ speech, title, wrapTitle, meta, children, onOpen, href, className }: Props) {
  const [editing, setEditing] = useState(false);
  const forWhom = forWhomLabel(speech);
  const body = (
    <>
      <span className={cn('block font-medium', wrapTitle ? 'break-words' : 'truncate')}>{title}</span>
      {meta || forWhom ? (
        <span className="block text-xs text-muted-foreground">
          {forWhom ? <span className="font-medium text-foreground">{forWhom}</span> : null}
          {forWhom && meta ? ' · ' : null}
          {meta}
        </span>
      ) : null}
      {children}
    </>
  );

  return (
    <li className={cn('flex items-start gap-1 text-sm', className)}>
      {editing ? null : href ? (
        <Link href={href} className={OPENER}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={() => onOpen?.(speech)} className={cn(OPENER, 'cursor-pointer')}>
          {body}
        </button>
      )}
      <CompactSpeechEditor speech={speech} label={title} onEditingChange={setEditing} />
    </li>
  );
}
