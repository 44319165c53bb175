import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { greeting } from '../../common/greeting';
import type { SupportAnswer } from '../../common/support/support-answer';
import { SubscriptionReturn } from '../components/billing/subscription-return';
import { FreeQuotaBanner } from '../components/dashboard/free-quota-banner';
import { LazyRegion } from '../components/lazy-region';
import { MorningSpeech } from '../components/reminders/morning-speech';
import { ReminderPepTalk } from '../components/reminders/reminder-pep-talk';
import { SpeechForm } from '../components/speech/speech-form';
import { SupportNote } from '../components/support/support-note';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useDashboardUser } from '../lib/account/dashboard-user';
import { lazyWithPreload } from '../lib/performance/lazy-with-preload';
import { useAfterFirstPaint } from '../lib/performance/use-after-first-paint';
import { primeSpeech, type SpeechRow, useSpeech } from '../lib/speech/speeches';

// The first paint is the greeting and the speech form. The side cards and an opened speech's view (its
// player, editor and feedback), a sixth of the page's script, load once the form is on screen, so that a
// phone on a slow network shows the form sooner. An opened speech waits for its code before it is shown,
// so its heading can take focus at once.
const DashboardAside = lazyWithPreload(() => import('../components/dashboard/dashboard-aside'));
const FullSpeech = lazyWithPreload(() => import('../components/speech/full-speech'));
// A failed download shows when the speech renders (the error boundary); the preload needn't report it.
const preloadFullSpeech = () => FullSpeech.preload().catch(() => {});

/** Scroll a just-opened speech's heading into view (clear of the sticky header) and move focus to it. */
function revealHeading(heading: HTMLHeadingElement | null): boolean {
  if (!heading) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  heading.focus({ preventScroll: true });
  return true;
}

export default function DashboardPage() {
  const { data: user, isLoading, error } = useDashboardUser();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The middle band's note, shown above the speech it came with.
  const [supportNote, setSupportNote] = useState<{ speechId: number; note: SupportAnswer } | null>(null);
  const { data: selected } = useSpeech(selectedId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const justGenerated = useRef(false);
  const painted = useAfterFirstPaint();

  // The opened speech's code is wanted soon: fetch it once the form is on screen.
  useEffect(() => {
    if (painted) void preloadFullSpeech();
  }, [painted]);

  const openSpeech = useCallback(
    async (speech: SpeechRow) => {
      await preloadFullSpeech();
      primeSpeech(queryClient, speech);
      setSelectedId(speech.id);
      setFocusRequest((n) => n + 1);
    },
    [queryClient],
  );

  // After the result for a speech opened from a list has rendered, take the reader to it.
  useEffect(() => {
    if (focusRequest > 0) revealHeading(headingRef.current);
  }, [focusRequest]);

  if (isLoading) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Loading your dashboard...
      </p>
    );
  }
  if (error || !user) {
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        We couldn't load your dashboard. Please refresh the page.
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <SubscriptionReturn />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {greeting(new Date(), user.firstName)}
      </h1>
      <FreeQuotaBanner speechesUsed={user.speechesUsed} subscriptionStatus={user.subscriptionStatus} />
      <ReminderPepTalk goals={user.goals} onOpen={openSpeech} />
      <MorningSpeech onOpen={openSpeech} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="create-speech-title">
            <Card>
              <CardHeader className="p-4 sm:p-6">
                <CardTitle id="create-speech-title">Create Your Speech</CardTitle>
                <CardDescription>
                  Tell us what you're facing and we'll write a speech just for you.
                </CardDescription>
              </CardHeader>
              <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
                <SpeechForm
                  user={user}
                  onGenerated={(speech, note) => {
                    justGenerated.current = true;
                    setSupportNote(note ? { speechId: speech.id, note } : null);
                    setSelectedId(speech.id);
                  }}
                  onOverlayClosed={() => {
                    if (!justGenerated.current) return false;
                    justGenerated.current = false;
                    return revealHeading(headingRef.current);
                  }}
                />
              </CardContent>
            </Card>
          </section>
          {selected && supportNote?.speechId === selected.id ? <SupportNote note={supportNote.note} /> : null}
          {selected ? (
            <LazyRegion
              key={selected.id}
              name="This speech"
              fallback={
                <p role="status" className="py-8 text-center text-muted-foreground">
                  Opening your speech...
                </p>
              }
            >
              <FullSpeech speech={selected} headingRef={headingRef} onClose={() => setSelectedId(null)} />
            </LazyRegion>
          ) : null}
        </div>
        {/* On a phone the cards start below the form: they load and render just after the first paint, and
            the browser lays them out only as they near the screen. */}
        <aside
          aria-label="Your progress"
          className="min-w-0 space-y-6 [contain-intrinsic-size:auto_2400px] [content-visibility:auto]"
        >
          {painted ? (
            <LazyRegion name="Your progress cards">
              <DashboardAside user={user} onOpen={openSpeech} />
            </LazyRegion>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
