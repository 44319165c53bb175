import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Fragment, type MouseEvent, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { splitWords } from '../../../common/sentences';
import type { ReadAlongSentence } from '../../lib/audio/audio-player/use-audio-player';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';
import { segmentParagraphs } from './sentences';

// Read-along: the player (in the voice output tab) publishes which sentence is being spoken; the
// text (in 'Text Output') highlights it, keeps it in view, and seeks when a sentence is clicked.

export type ReadAlongSession = {
  sentences: readonly ReadAlongSentence[];
  /** The sentence being spoken, if any. */
  active: number | null;
  /** The word being spoken in it (its index among the sentence's words), when known. */
  activeWord: number | null;
  playing: boolean;
  voiceName: string;
  toggle: () => void;
  seekToSentence: (index: number) => void;
};

// One read-along per speech on screen, shared through a small store keyed by speech id: the player and
// the text sit in different tab panels, and the speech view needs no wiring for it.
const sessions = new Map<number, ReadAlongSession>();
const listeners = new Set<() => void>();

function publish(speechId: number, session: ReadAlongSession | null) {
  if (session) sessions.set(speechId, session);
  else sessions.delete(speechId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The player's side: what to highlight for its speech (null while nothing is playing). */
export function usePublishReadAlong(speechId: number, session: ReadAlongSession | null) {
  useEffect(() => {
    publish(speechId, session);
  }, [speechId, session]);
  useEffect(() => () => publish(speechId, null), [speechId]);
}

function useReadAlong(speechId: number): ReadAlongSession | null {
  return useSyncExternalStore(
    subscribe,
    () => sessions.get(speechId) ?? null,
    () => null,
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The speech's paragraphs. While audio plays they are cut into sentences: the one being spoken is a
 * <mark> with its spoken word picked out, kept in view, and clicking any sentence plays from there.
 */
export function ReadAlongParagraphs({
  speechId,
  paragraphs,
}: {
  speechId: number;
  paragraphs: readonly string[];
}) {
  const session = useReadAlong(speechId);
  const sentences = session?.sentences;
  const segments = useMemo(
    () => (sentences && sentences.length > 0 ? segmentParagraphs(paragraphs, sentences) : null),
    [paragraphs, sentences],
  );
  const container = useRef<HTMLDivElement>(null);
  const active = session?.active ?? null;

  const activeWord = session?.activeWord ?? null;
  // The word being read (or its sentence) stays in view, above the read-along bar (its scroll margin):
  // 'nearest' leaves the page alone while it is.
  useEffect(() => {
    const element = container.current;
    // offsetParent is null while the Text Output tab is hidden: nothing to scroll then.
    if (active === null || !element || element.offsetParent === null) return;
    const sentence = element.querySelector(`[data-sentence="${active}"]`);
    const word = activeWord === null ? null : sentence?.querySelector(`[data-word="${activeWord}"]`);
    (word ?? sentence)?.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [active, activeWord]);

  if (!session || !segments) {
    return paragraphs.map((paragraph, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the text of a saved speech never reorders
      <p key={index}>{paragraph}</p>
    ));
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-sentence]');
    const index = Number(target?.dataset.sentence);
    if (target && Number.isInteger(index)) session.seekToSentence(index);
  };

  return (
    <>
      {/* Clicking a sentence is a pointer shortcut; from the keyboard the bar below moves by sentence. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the bar's buttons are the keyboard equivalent */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div ref={container} onClick={onClick} className="space-y-4">
        {segments.map((paragraph, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text of a saved speech never reorders
          <p key={p}>
            {paragraph.map((segment, s) => {
              const key = `${p}-${s}`;
              if (segment.sentence === null) return <Fragment key={key}>{segment.text}</Fragment>;
              const spoken = segment.sentence === active;
              const Tag = spoken ? 'mark' : 'span';
              return (
                <Tag
                  key={key}
                  data-sentence={segment.sentence}
                  title={spoken ? undefined : 'Play from here'}
                  className={cn(
                    'cursor-pointer scroll-mt-32 scroll-mb-24 rounded-sm box-decoration-clone transition-colors',
                    spoken
                      ? 'bg-secondary px-0.5 text-secondary-foreground ring-1 ring-primary/30'
                      : 'hover:bg-accent',
                  )}
                >
                  {spoken ? <SpokenWords text={segment.text} word={session.activeWord} /> : segment.text}
                </Tag>
              );
            })}
          </p>
        ))}
      </div>
      <ReadAlongBar session={session} />
    </>
  );
}

/** The sentence being spoken, word by word; the word being said is marked for the eye only. */
function SpokenWords({ text, word }: { text: string; word: number | null }) {
  const words = useMemo(() => splitWords(text), [text]);
  const current = word === null ? undefined : words[word];
  if (!current) return text;
  return (
    <>
      {text.slice(0, current.from)}
      <span
        data-word={word}
        className="scroll-mt-32 scroll-mb-24 rounded-sm bg-primary/20 underline decoration-primary decoration-2 underline-offset-4"
      >
        {text.slice(current.from, current.to)}
      </span>
      {text.slice(current.to)}
    </>
  );
}

function ReadAlongBar({ session }: { session: ReadAlongSession }) {
  const { active, sentences, playing, voiceName, toggle, seekToSentence } = session;
  const position = active ?? 0;
  return (
    <fieldset
      aria-label="Read-along"
      className="min-w-0 sticky bottom-3 z-10 flex items-center gap-1 rounded-full border bg-background/95 py-1 pr-1 pl-4 shadow-md backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      {/* The voice's name gives way on a narrow screen; where the reading is never does. */}
      <p className="flex min-w-0 flex-1 gap-1 text-sm text-muted-foreground">
        <span className="truncate font-medium text-foreground">{voiceName}</span>
        {active !== null ? (
          <span className="shrink-0 tabular-nums">
            · sentence {active + 1} of {sentences.length}
          </span>
        ) : null}
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-full"
        aria-label="Previous sentence"
        disabled={position <= 0}
        onClick={() => seekToSentence(position - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button
        size="icon"
        className="size-9 rounded-full"
        aria-label={playing ? 'Pause' : 'Resume'}
        onClick={toggle}
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-full"
        aria-label="Next sentence"
        disabled={position >= sentences.length - 1}
        onClick={() => seekToSentence(position + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </fieldset>
  );
}
