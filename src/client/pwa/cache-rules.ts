// What the service worker caches at run time (vite.config.ts hands these to Workbox's generateSW).
// Workbox copies each matcher and plugin function into sw.js as source text, so their bodies must be
// self-contained: no imports, no module constants (the cache name below is repeated inside as a literal).

/** Cache names, also used by the client to clear a user's offline data (logout, account deletion). */
export const OFFLINE_CACHES = { api: 'uplift-api', audio: 'uplift-audio' } as const;

/**
 * A shared speech's public page and its audio (/s/:id, /s/:id/audio.mp3), kept apart from the user's own
 * caches (which sign-out clears): the page caches them itself on its first open (public/shared-page.js).
 */
export const SHARED_PAGES_CACHE = 'uplift-shared';

type MatchContext = { url: URL; sameOrigin: boolean };

/** GET /api/speeches/:id/audio.mp3 for playing (not the download link): cache-first, served in ranges. */
export function isSpeechAudio({ url, sameOrigin }: MatchContext): boolean {
  return (
    sameOrigin &&
    /^\/api\/speeches\/[^/]+\/audio\.mp3$/.test(url.pathname) &&
    !/^(1|true)$/.test(url.searchParams.get('download') ?? '')
  );
}

/** A shared speech's public page or its audio, same-origin. */
export function isSharedPage({ url, sameOrigin }: MatchContext): boolean {
  return sameOrigin && /^\/s\/[^/]+(\/audio\.mp3)?$/.test(url.pathname);
}

/**
 * Every other API read, network-first, so what was last seen (the speech lists, opened speeches, the
 * dashboard) is there offline. Not the data export (a download of everything), not audio downloads,
 * and not the health probe (a cached 'ok' would lie).
 */
export function isApiRead({ url, sameOrigin }: MatchContext): boolean {
  return (
    sameOrigin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.endsWith('/audio.mp3') &&
    url.pathname !== '/api/account/export' &&
    url.pathname !== '/api/health'
  );
}

/**
 * Offline, a speech opened from a list was never fetched on its own (the client shows the list's
 * copy), so GET /api/speeches/:id falls back to that copy in a cached speech list.
 */
export const speechFromCachedLists = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const id = /^\/api\/speeches\/(\d+)$/.exec(new URL(request.url).pathname)?.[1];
    if (!id) return undefined;
    const cache = await caches.open('uplift-api');
    for (const key of await cache.keys()) {
      const path = new URL(key.url).pathname;
      if (path !== '/api/speeches' && path !== '/api/speeches/favourites') continue;
      const list: unknown = await cache
        .match(key)
        .then((response) => response?.json())
        .catch(() => null);
      const speech = Array.isArray(list)
        ? list.find((item: { id?: unknown } | null) => item?.id === Number(id))
        : undefined;
      if (speech) {
        return new Response(JSON.stringify(speech), { headers: { 'content-type': 'application/json' } });
      }
    }
    return undefined;
  },
};

/**
 * The audio element asks for `Range: bytes=0-`, which the server answers with a 206 that can't be
 * cached whole. Asking for the whole file instead gets a cacheable 200; later ranges are cut from the
 * cached copy (Workbox's range-requests plugin). A seek into audio not yet cached keeps its range.
 */
export const wholeAudioFile = {
  requestWillFetch: async ({ request }: { request: Request }): Promise<Request> => {
    if (request.headers.get('range') !== 'bytes=0-') return request;
    const headers = new Headers(request.headers);
    headers.delete('range');
    return new Request(request.url, { headers, credentials: request.credentials });
  },
};
