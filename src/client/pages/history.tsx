import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Search, Sparkles } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { DURATION_OPTIONS } from '../../common/durations';
import { TONE_LABELS } from '../../common/enums';
import { formatDate } from '../../common/format-date';
import { FAVOURITE_PREVIEW_LENGTH, wordPreview } from '../../common/previews';
import { LoadErrorCard } from '../components/load-error-card';
import { FavouritesPlaylist } from '../components/playlist/favourites-playlist';
import FullSpeech from '../components/speech/full-speech';
import { SpeechListItem } from '../components/speech/speech-list-item';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { ActivityCalendar } from '../components/wellbeing/activity-calendar';
import {
  cachedPageSpeech,
  errorMessage,
  type Speech,
  speechTitle,
  useFavourites,
  useSpeech,
  useSpeechPages,
} from '../lib/speech/speeches';

// The previews end on a whole word: a CSS line clamp would cut mid-word where the line ran out. The text
// gets two or three lines on a phone, and a little more room on wider screens.
const titlePreview = (text: string) => wordPreview(text, FAVOURITE_PREVIEW_LENGTH);
const CONTENT_PREVIEW = { phone: 100, wider: 220 };

/** Case- and accent-insensitive search over a speech's context, name and text. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matches(speech: Speech, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = normalise(`${speech.name ?? ''}\n${speech.context}\n${speech.content}`);
  return terms.every((term) => haystack.includes(term));
}

function speechMeta(speech: Speech): string {
  const length = speech.length ? DURATION_OPTIONS[speech.length].label : undefined;
  return [formatDate(speech.createdAt), TONE_LABELS[speech.tone], length].filter(Boolean).join(' · ');
}

export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const speechParam = params.get('speech');
  const speechId = speechParam && /^\d{1,10}$/.test(speechParam) ? Number(speechParam) : null;
  if (speechParam !== null) return <SpeechDetail id={speechId} />;
  return (
    <SpeechList
      query={params.get('q') ?? ''}
      favouritesOnly={params.get('favourites') === '1'}
      onChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            for (const [key, value] of Object.entries(next)) {
              if (value) updated.set(key, value);
              else updated.delete(key);
            }
            return updated;
          },
          { replace: true },
        )
      }
    />
  );
}

function SpeechList({
  query,
  favouritesOnly,
  onChange,
}: {
  query: string;
  favouritesOnly: boolean;
  onChange: (next: Record<string, string | null>) => void;
}) {
  const searchId = useId();
  const favId = useId();
  const { data, isLoading, error, refetch, isRefetching, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useSpeechPages();
  const deferredQuery = useDeferredValue(query);
  const all = useMemo(() => data?.pages.flatMap((page) => page.speeches) ?? [], [data]);
  const terms = useMemo(() => normalise(deferredQuery).split(/\s+/).filter(Boolean), [deferredQuery]);
  const shown = useMemo(
    () => all.filter((speech) => (!favouritesOnly || speech.isFavourite) && matches(speech, terms)),
    [all, terms, favouritesOnly],
  );
  const filtering = terms.length > 0 || favouritesOnly;

  let summary = '';
  if (!isLoading && !error) {
    if (filtering) {
      summary =
        shown.length === 0
          ? 'No speeches match.'
          : `${shown.length} ${shown.length === 1 ? 'speech matches' : 'speeches match'}.`;
      if (hasNextPage) summary += ' Load more to search older speeches too.';
    } else {
      summary = `${all.length}${hasNextPage ? '+' : ''} ${all.length === 1 ? 'speech' : 'speeches'}.`;
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Speech History</h1>
          <p className="mt-1 text-muted-foreground">Every speech you've created, newest first.</p>
        </div>
        <Button asChild>
          <Link href="/">
            <Sparkles aria-hidden />
            New speech
          </Link>
        </Button>
      </div>

      <div className="rounded-lg border bg-card p-4 sm:p-5">
        <ActivityCalendar heading="h2" />
      </div>

      <search>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              Search speeches
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => onChange({ q: event.target.value || null })}
              placeholder="Search by situation, name or words in the speech"
              autoComplete="off"
              className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-9 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
          <label htmlFor={favId} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              id={favId}
              type="checkbox"
              checked={favouritesOnly}
              onChange={(event) => onChange({ favourites: event.target.checked ? '1' : null })}
              className="size-4 accent-primary"
            />
            Favourites only
          </label>
        </div>
      </search>

      <p role="status" className="text-sm text-muted-foreground">
        {summary}
      </p>

      {favouritesOnly ? <HistoryPlaylist /> : null}

      {isLoading ? (
        <div role="status" aria-label="Loading your speeches" className="space-y-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-20 animate-pulse rounded-lg bg-muted" />
          ))}
        </div>
      ) : error ? (
        <LoadErrorCard what="your speeches" error={error} onRetry={() => refetch()} busy={isRefetching} />
      ) : all.length === 0 ? (
        <Card>
          <CardContent className="space-y-3 p-8 text-center">
            <Sparkles aria-hidden className="mx-auto size-8 text-primary" />
            <h2 className="text-lg font-semibold">No speeches yet</h2>
            <p className="text-muted-foreground">Your speeches will be kept here, ready to read again.</p>
            <Button asChild>
              <Link href="/">Create your first speech</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          {shown.length > 0 ? (
            <Card>
              <ul aria-label="Speeches" className="divide-y">
                {shown.map((speech) => (
                  <SpeechListItem
                    key={speech.id}
                    speech={speech}
                    title={speechTitle(speech, titlePreview)}
                    wrapTitle
                    meta={speechMeta(speech)}
                    href={`/history?speech=${speech.id}`}
                    className="px-2 py-2 sm:px-4"
                  >
                    <span className="mt-1 block text-muted-foreground sm:hidden">
                      {wordPreview(speech.content, CONTENT_PREVIEW.phone)}
                    </span>
                    <span className="mt-1 hidden text-muted-foreground sm:block">
                      {wordPreview(speech.content, CONTENT_PREVIEW.wider)}
                    </span>
                  </SpeechListItem>
                ))}
              </ul>
            </Card>
          ) : (
            <Card>
              <CardContent className="space-y-2 p-8 text-center">
                <h2 className="text-lg font-semibold">Nothing found</h2>
                <p className="text-muted-foreground">
                  {favouritesOnly && terms.length === 0
                    ? 'No favourites yet. Tap the heart on a speech to keep it close.'
                    : 'Try different words, or clear the search.'}
                </p>
                <Button variant="outline" onClick={() => onChange({ q: null, favourites: null })}>
                  Clear search
                </Button>
              </CardContent>
            </Card>
          )}
          {hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? <Loader2 aria-hidden className="animate-spin" /> : null}
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** With 'Favourites only' on: every favourite in a playlist (the favourites list, not just the pages loaded). */
function HistoryPlaylist() {
  const { data: favourites } = useFavourites();
  return (
    <div className="sm:max-w-md">
      <FavouritesPlaylist favourites={favourites} />
    </div>
  );
}

function SpeechDetail({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening from the list shows the copy already loaded at once, rather than a loading state.
  const {
    data: speech,
    isLoading,
    error,
  } = useSpeech(id, () => (id === null ? undefined : cachedPageSpeech(queryClient, id)));
  const loadedId = speech?.id;

  // A newly opened speech starts at the top, with focus on its title for screen-reader users.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (loadedId !== undefined) headingRef.current?.focus({ preventScroll: true });
  }, [loadedId]);

  const back = (
    <Link
      href="/history"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All speeches
    </Link>
  );

  if (id === null || error) {
    const notFound = id === null || (error instanceof Error && error.message.startsWith('404'));
    return (
      <div className="space-y-6">
        {back}
        <div role="alert" className="py-12 text-center">
          <h1 className="text-2xl font-bold tracking-tight">
            {notFound ? 'Speech not found' : "We couldn't load this speech"}
          </h1>
          <p className="mt-2 text-muted-foreground">
            {notFound
              ? 'It may have been deleted, or the link is not quite right.'
              : errorMessage(error, 'Please try again.')}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {back}
      <h1 className="sr-only">Speech</h1>
      {isLoading || !speech ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Loading speech...
        </p>
      ) : (
        <FullSpeech key={speech.id} speech={speech} headingRef={headingRef} />
      )}
    </div>
  );
}
