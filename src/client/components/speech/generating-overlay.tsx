import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { paragraphsOf } from '../../lib/speech/speeches';

// The local writer can finish in a tenth of a second; a full-screen flash that short reads as a glitch.
export const OVERLAY_MIN_VISIBLE_MS = 900;

/** True while `active`, and for at least `minMs` in all once it has turned on; false at once when `cut`. */
export function useMinimumVisible(active: boolean, minMs: number, cut = false): boolean {
  const [holding, setHolding] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (cut) {
      setHolding(false);
      return;
    }
    if (active) {
      shownAt.current = Date.now();
      setHolding(true);
      return;
    }
    const left = minMs - (Date.now() - shownAt.current);
    if (left <= 0) {
      setHolding(false);
      return;
    }
    const timer = setTimeout(() => setHolding(false), left);
    return () => clearTimeout(timer);
  }, [active, minMs, cut]);

  return active || (holding && !cut);
}

type Props = {
  open: boolean;
  /** The speech so far, as it streams in. */
  text: string;
  /** The writer started over (the text so far was discarded). */
  restarted?: boolean;
  /** What is being written, e.g. 'A Power Session in an encouraging tone'. */
  summary: string;
  /** Where focus goes when the overlay closes; return true when it was handled. */
  onClosed?: () => boolean;
};

/**
 * The full-screen 'Creating Your Speech' overlay. A modal dialog (focus kept inside, the page
 * behind inert, Escape does nothing), with the text appearing as it is written so the wait is never blank.
 */
export function GeneratingOverlay({ open, text, restarted = false, summary, onClosed }: Props) {
  const paragraphs = paragraphsOf(text);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Follow the newest words, as a reader would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the text grows
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [text]);

  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (onClosed?.()) event.preventDefault();
          }}
          aria-modal="true"
          aria-busy={true}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
        >
          <div className="flex max-h-full w-full max-w-2xl flex-col gap-4 rounded-xl border bg-card p-5 shadow-2xl sm:p-8">
            <div className="flex items-center gap-3">
              <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-primary/20" />
                <Sparkles aria-hidden className="relative size-5" />
              </span>
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-xl font-bold tracking-tight sm:text-2xl">
                  Creating Your Speech
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-sm text-muted-foreground">
                  {summary}
                </DialogPrimitive.Description>
              </div>
            </div>
            {restarted ? (
              <p role="status" className="text-sm text-muted-foreground">
                The first draft didn't work out, so I'm starting again from the top.
              </p>
            ) : null}
            <div
              ref={scrollRef}
              data-testid="streamed-speech"
              role="log"
              aria-live="polite"
              aria-relevant="additions text"
              aria-label="Your speech so far"
              className="min-h-40 flex-1 overflow-y-auto rounded-lg bg-muted/60 p-4 text-base leading-relaxed [overflow-wrap:anywhere] sm:max-h-[50vh]"
            >
              {paragraphs.length === 0 ? (
                <p className="flex items-center gap-2 text-muted-foreground">
                  <span aria-hidden className="inline-flex gap-1">
                    <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
                    <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
                    <span className="size-1.5 animate-bounce rounded-full bg-primary" />
                  </span>
                  Finding the right words for you...
                </p>
              ) : (
                <div className="space-y-3">
                  {paragraphs.map((paragraph, index) => (
                    // Paragraphs only ever grow at the end, so the index is a stable key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
