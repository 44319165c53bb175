import {
  ArrowRight,
  AudioLines,
  Briefcase,
  Check,
  Dumbbell,
  type LucideIcon,
  PlayCircle,
  Presentation,
  Sparkles,
  Sprout,
  Target,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { TONE_LABELS } from '../../common/enums';
import { VOICE_COUNT } from '../../common/voice-claims';
import { SkipLink } from '../components/skip-link';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { askOnce, useAnswer } from '../lib/api/asked-once';
import { useSiteInfo } from '../lib/api/site-info';
import { useVoiceClaims } from '../lib/audio/use-voice-claims';
import { useNearViewport } from '../lib/performance/use-near-viewport';

// Plain anchors on purpose: sign-in is a separate HTML page and demo login must reload the app.
const SIGN_UP_HREF = '/login.html?mode=signup';
const SIGN_IN_HREF = '/login.html';
const DEMO_HREF = '/demo-login';

type Item = { title: string; text: string; Icon: LucideIcon };

// The voices' card comes from voiceClaims: what may be said depends on the engine in use.
const GOAL_TRACKING: Item = {
  title: 'Goal tracking',
  text: 'Set goals for the moments that matter, check in on your mood, and watch your streak grow every time you show up for yourself.',
  Icon: Target,
};

/** 'AI' only when an LLM writes the speeches; the local writer learns from ratings just the same. */
const personalisation = (aiWriter: boolean): Item => ({
  title: aiWriter ? 'AI personalisation' : 'Personalisation that learns',
  text: 'Rate each speech and Uplift learns what moves you — the tone, the length, the words that land — so every speech fits a little better than the last.',
  Icon: Sparkles,
});

const STEPS = [
  {
    title: "Share what's ahead",
    text: 'Speak or type a sentence or two about your moment: what it is, when it is and how you feel about it.',
  },
  {
    title: 'Choose your style',
    text: "Pick a tone — encouraging, confident, gentle or energetic — a voice style, and how long you'd like to listen.",
  },
  {
    title: 'Listen and rise',
    text: 'Your speech arrives in seconds. Read it, play it, save your favourites and come back whenever you need a lift.',
  },
];

const USES: Item[] = [
  {
    title: 'Job interviews',
    text: 'Walk in calm, clear and ready to show them exactly who you are.',
    Icon: Briefcase,
  },
  {
    title: 'Presentations',
    text: 'Steady your nerves and own the room before you say a single word.',
    Icon: Presentation,
  },
  {
    title: 'Fitness goals',
    text: 'Find the push for the early run, the last rep and the long game.',
    Icon: Dumbbell,
  },
  {
    title: 'Personal growth',
    text: 'Build the habits, courage and self-belief that carry you forward.',
    Icon: Sprout,
  },
];

const HIGHLIGHTS = ['3 free speeches to start', 'No card needed', 'Demo without signing up'];

function Logo() {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md font-bold text-xl">
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      Uplift
    </a>
  );
}

const askSampleSpeech = askOnce('/api/sample-speech');
const TAG = 'rounded-full bg-secondary px-2.5 py-1 font-medium text-secondary-foreground';

/**
 * Not a player: the opening of a speech the server's writer wrote for a sample situation, to show what a
 * finished speech is like. Nothing stands in for it: while it is asked for, a placeholder of its size;
 * if it can't be had, no card.
 */
function SampleSpeech() {
  const sample = useAnswer(askSampleSpeech);
  if (sample === null) return null;
  return (
    <figure className="relative mx-auto min-h-56 w-full max-w-md rounded-2xl border bg-card p-5 shadow-xl shadow-primary/10 sm:p-6">
      {sample ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className={TAG}>{sample.situation}</span>
            <span className={TAG}>{TONE_LABELS[sample.tone]} tone</span>
          </div>
          <blockquote className="mt-4 text-foreground leading-relaxed">“{sample.excerpt}”</blockquote>
          <figcaption className="mt-3 text-muted-foreground text-xs">
            The opening of a speech Uplift wrote for a {sample.situation.toLowerCase()}
          </figcaption>
        </>
      ) : (
        <div role="status" aria-label="Loading a sample speech" className="space-y-3">
          <div className="h-6 w-40 animate-pulse rounded-full bg-muted" />
          {['w-full', 'w-full', 'w-11/12', 'w-3/4'].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines, fixed and never reordered
            <div key={index} className={`h-4 ${width} animate-pulse rounded bg-muted`} />
          ))}
        </div>
      )}
    </figure>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-accent to-background"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 font-medium text-secondary-foreground text-sm">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Your personal pep talk, on demand
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            The pep talk you need, <span className="text-primary">written just for you.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Tell Uplift what you're facing — a job interview, a big presentation, a tough day — and get a
            motivational speech made for that moment in seconds. Read it, or hear it read aloud.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <a href={SIGN_UP_HREF}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href={DEMO_HREF}>
                <PlayCircle aria-hidden="true" />
                Try the Demo
              </a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-muted-foreground text-sm">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <Check className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <SampleSpeech />
      </div>
    </section>
  );
}

function Stats() {
  const { statLabel } = useVoiceClaims();
  const stats = [
    { value: String(VOICE_COUNT), label: statLabel },
    { value: '4', label: 'speaking tones' },
    { value: '1–20', label: 'minute speeches' },
  ];
  return (
    <section aria-label="Uplift at a glance" className="border-y bg-muted">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-4 px-4 py-8 text-center sm:px-6">
        {stats.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="font-extrabold text-2xl text-primary sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SectionIntro({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{text}</p>
    </div>
  );
}

function Features() {
  const { feature } = useVoiceClaims();
  const aiWriter = useSiteInfo()?.aiWriter ?? false;
  const features: Item[] = [{ ...feature, Icon: AudioLines }, GOAL_TRACKING, personalisation(aiWriter)];
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionIntro
        id="features-title"
        title="Everything you need to walk in ready"
        text="Thoughtful writing, a voice to hear it in and gentle tracking, so motivation turns into momentum."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {features.map(({ title, text, Icon }) => (
          <li key={title}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle asChild>
                  <h3>{title}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-base">{text}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionIntro
          id="how-title"
          title="From nerves to ready in three steps"
          text="No blank page, no scrolling for the right video. Just words made for your moment."
        />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-lg">{title}</h3>
                <p className="mt-1 text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function PerfectFor() {
  return (
    <section aria-labelledby="perfect-for-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionIntro
        id="perfect-for-title"
        title="Perfect For"
        text="Whatever you're building up to, Uplift helps you meet it with confidence."
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {USES.map(({ title, text, Icon }) => (
          <li key={title} className="flex gap-4 rounded-lg border bg-card p-5 sm:block sm:p-6 sm:text-center">
            <Icon className="size-8 shrink-0 text-primary sm:mx-auto" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-lg sm:mt-4">{title}</h3>
              <p className="mt-1 text-muted-foreground text-sm sm:mt-2">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-balance font-bold text-2xl tracking-tight sm:text-4xl">
          Your next big moment deserves a pep talk.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-primary-foreground/90">
          Start with 3 free speeches and hear how different it feels to walk in believing in yourself.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            variant="secondary"
            className="w-full focus-visible:outline-primary-foreground sm:w-auto"
          >
            <a href={SIGN_UP_HREF}>
              Create your free account
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="w-full border-primary-foreground/70 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:outline-primary-foreground sm:w-auto"
          >
            <a href={DEMO_HREF}>Explore the demo</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <nav aria-label="Site" className="flex items-center gap-1">
            <Button asChild variant="ghost">
              <a href="/pricing">Pricing</a>
            </Button>
            <Button asChild variant="ghost">
              <a href={SIGN_IN_HREF}>Sign in</a>
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <Stats />
        <Features />
        <HowItWorks />
        <PerfectFor />
        <ClosingCta />
      </main>
      <FooterWhenNear />
    </div>
  );
}

const AppFooter = lazy(() =>
  import('../components/app-footer').then(({ AppFooter }) => ({ default: AppFooter })),
);

/** The footer sits below the fold: its code loads as the person nears it, not with the first screen. */
function FooterWhenNear() {
  const [slot, near] = useNearViewport<HTMLDivElement>(0, '200px');
  return (
    <div ref={slot} className="min-h-40">
      {near && (
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      )}
    </div>
  );
}
