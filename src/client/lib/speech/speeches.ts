import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { speech, speechRow, speechShaping } from '../../../common/api/speeches';
import type { Wire } from '../../../common/api/wire';
import type { SpeechForm, SpeechUpdate } from '../../../common/schemas/speech';
import type { SupportAnswer } from '../../../common/support/support-answer';
import type { DashboardUser } from '../account/dashboard-user';
import { answer, api, byId } from '../api/api-client';
import { browserTimeZone } from '../wellbeing/time-zone';
import { postEventStream } from './speech-stream';

// Speech data access in one place: types, query keys, fetchers and mutations with their cache
// invalidations, so what refreshes after what is easy to audit.

/** What shaped a speech (the server's 'Why this speech' data). */
export type SpeechShaping = Wire<typeof speechShaping>;

/** A speech, as the speech routes return it. */
export type Speech = Wire<typeof speech>;

/** A speech as /api/user lists it: the row, without `estimatedDuration`. */
export type SpeechRow = Wire<typeof speechRow>;

export type SpeechPage = { speeches: Speech[]; nextCursor: string | null };

const HISTORY_PAGE_SIZE = 20;

export const speechKeys = {
  /** GET /api/speeches; also the prefix of every key below except favourites, so one invalidation covers them. */
  all: ['/api/speeches'] as const,
  /** The History page's cursor-paginated list. */
  pages: ['/api/speeches', 'pages'] as const,
  /** GET /api/speeches/:id. */
  detail: (id: number) => ['/api/speeches', id] as const,
  favourites: ['/api/speeches/favourites'] as const,
  user: ['/api/user'] as const,
};

/**
 * The message to show for a failed call. Errors carry "{status}: {body}" (throwIfNotOk); when the body is
 * the API's JSON `{message}`, people see that sentence rather than raw JSON.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[2]?.trim() ?? '';
  try {
    const parsed: { message?: unknown } = JSON.parse(body);
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return body || fallback;
}

async function fetchSpeechPage(cursor: string | null): Promise<SpeechPage> {
  const query = { limit: HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  const { data, response } = await api.GET('/api/speeches', { params: { query } });
  return { speeches: data ?? [], nextCursor: response.headers.get('x-next-cursor') };
}

/** The newest speeches, the first page (the audio diagnostic pages choose from them). */
export function useLatestSpeeches({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: speechKeys.all, queryFn: () => answer(api.GET('/api/speeches')), enabled });
}

export function useFavourites() {
  return useQuery({
    queryKey: speechKeys.favourites,
    queryFn: () => answer(api.GET('/api/speeches/favourites')),
  });
}

/** One speech; `initialData` (e.g. the copy in a list already loaded) shows it without a fetch. */
export function useSpeech(id: number | null, initialData?: () => Speech | undefined) {
  return useQuery({
    queryKey: speechKeys.detail(id ?? 0),
    queryFn: () => answer(api.GET('/api/speeches/{id}', { params: byId(id ?? 0) })),
    enabled: id !== null,
    initialData,
  });
}

/** A speech from the History pages already in the cache, if any. */
export function cachedPageSpeech(queryClient: QueryClient, id: number): Speech | undefined {
  const data = queryClient.getQueryData<InfiniteData<SpeechPage>>(speechKeys.pages);
  return data?.pages.flatMap((page) => page.speeches).find((speech) => speech.id === id);
}

/** All speeches, newest first, a page at a time ('Load more' follows the x-next-cursor header). */
export function useSpeechPages() {
  return useInfiniteQuery({
    queryKey: speechKeys.pages,
    queryFn: ({ pageParam }) => fetchSpeechPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * Seed the single-speech cache from a list item so opening it shows at once, without a fetch. The
 * dashboard's rows have no `estimatedDuration`, so their `duration` stands in for it.
 */
export function primeSpeech(queryClient: QueryClient, speech: SpeechRow): void {
  if (!queryClient.getQueryData(speechKeys.detail(speech.id))) {
    queryClient.setQueryData<Speech>(speechKeys.detail(speech.id), {
      ...speech,
      estimatedDuration: speech.duration,
    });
  }
}

/** Replace one speech wherever the cache holds it, so every list shows a change at once. */
function patchCachedSpeech(queryClient: QueryClient, speech: Speech): void {
  const replace = <Item extends SpeechRow>(item: Item): Item =>
    item.id === speech.id ? { ...item, ...speech } : item;
  queryClient.setQueryData<Speech>(speechKeys.detail(speech.id), (old) => ({ ...old, ...speech }));
  queryClient.setQueryData<DashboardUser>(speechKeys.user, (user) =>
    user ? { ...user, recentSpeeches: user.recentSpeeches.map(replace) } : user,
  );
  queryClient.setQueryData<InfiniteData<SpeechPage>>(speechKeys.pages, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, speeches: page.speeches.map(replace) })) }
      : data,
  );
  queryClient.setQueryData<Speech[]>(speechKeys.favourites, (list) => {
    if (!list) return list;
    const without = list.filter((item) => item.id !== speech.id);
    if (!speech.isFavourite) return without;
    if (list.some((item) => item.id === speech.id)) return list.map(replace);
    return [...list, speech].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  });
}

export async function refreshSpeeches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: speechKeys.all }),
    queryClient.invalidateQueries({ queryKey: speechKeys.favourites }),
    queryClient.invalidateQueries({ queryKey: speechKeys.user }),
  ]);
}

export type SpeechUpdateVariables = { id: number; changes: SpeechUpdate };

/** PATCH /api/speeches/:id, then refresh the speech lists and favourites (and the user's recent speeches). */
export function useUpdateSpeech() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: SpeechUpdateVariables) =>
      answer(api.PATCH('/api/speeches/{id}', { params: byId(id), body: changes })),
    onSuccess: (speech) => {
      patchCachedSpeech(queryClient, speech);
      void refreshSpeeches(queryClient);
    },
  });
}

/**
 * What a generation ends with: the saved speech (with a calm note to show above it when the words were
 * uncertain), or support in its place (crisis language, no quota used).
 */
export type GenerationOutcome = { speech: Speech; supportNote?: SupportAnswer } | { support: SupportAnswer };

/**
 * POST /api/speeches/generate/stream: the text arrives in `streamedText` as it is written (cleared, with
 * `restarted` set, if the writer starts over), and the mutation resolves with the saved speech or with
 * support; after a speech it refreshes speeches, favourites and the user.
 */
export function useGenerateSpeech() {
  const queryClient = useQueryClient();
  const [streamedText, setStreamedText] = useState('');
  const [restarted, setRestarted] = useState(false);
  const mutation = useMutation({
    mutationFn: async (form: SpeechForm): Promise<GenerationOutcome> => {
      setStreamedText('');
      setRestarted(false);
      const outcome = await postEventStream(
        '/api/speeches/generate/stream',
        { ...form, timeZone: browserTimeZone() },
        {
          onChunk: (text) => setStreamedText((previous) => previous + text),
          onRestart: () => {
            setStreamedText('');
            setRestarted(true);
          },
        },
      );
      if (outcome.event === 'support') return outcome.data;
      const { supportNote, ...speech } = outcome.data;
      return supportNote ? { speech, supportNote } : { speech };
    },
    onSuccess: (outcome) => {
      if (!('speech' in outcome)) return;
      queryClient.setQueryData(speechKeys.detail(outcome.speech.id), outcome.speech);
      void refreshSpeeches(queryClient);
    },
  });
  const reset = mutation.reset;
  const resetAll = useCallback(() => {
    reset();
    setStreamedText('');
    setRestarted(false);
  }, [reset]);
  return { ...mutation, reset: resetAll, streamedText, restarted };
}

/** The speech's text as paragraphs (the API separates them with blank lines). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A title for lists and headings: the name when set, otherwise the given preview of the context. */
export function speechTitle(speech: Pick<Speech, 'name' | 'context'>, preview: (text: string) => string) {
  return speech.name?.trim() || preview(speech.context);
}

/** 'For Maya' for a speech written for someone else; null for one of the person's own. */
export function forWhomLabel(speech: Pick<SpeechRow, 'forName'>): string | null {
  return speech.forName ? `For ${speech.forName}` : null;
}

/** 'My Big Day!' → 'my-big-day.txt'; no usable name → 'uplift-speech.txt'. */
export function speechFileName(name: string | null | undefined): string {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `${slug}.txt` : 'uplift-speech.txt';
}
