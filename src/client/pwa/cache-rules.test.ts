import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isApiRead,
  isSharedPage,
  isSpeechAudio,
  OFFLINE_CACHES,
  speechFromCachedLists,
  wholeAudioFile,
} from './cache-rules';

const at = (path: string, sameOrigin = true) => ({
  url: new URL(path, 'https://uplift.example'),
  sameOrigin,
});

describe('isSpeechAudio', () => {
  it('matches the player’s audio URL, any speech and voice', () => {
    expect(isSpeechAudio(at('/api/speeches/12/audio.mp3?voice=21m00Tcm4TlvDq8ikWAM'))).toBe(true);
    expect(isSpeechAudio(at('/api/speeches/12-x/audio.mp3?voice=a&tone=gentle&download=0'))).toBe(true);
  });

  it('leaves downloads, timings, the POST audio path and other origins alone', () => {
    expect(isSpeechAudio(at('/api/speeches/12/audio.mp3?voice=a&download=1'))).toBe(false);
    expect(isSpeechAudio(at('/api/speeches/12/audio.mp3?download=true'))).toBe(false);
    expect(isSpeechAudio(at('/api/speeches/12/audio/timings?voice=a'))).toBe(false);
    expect(isSpeechAudio(at('/api/speeches/12/audio'))).toBe(false);
    expect(isSpeechAudio(at('/api/speeches/12/audio.mp3', false))).toBe(false);
  });
});

describe('isSharedPage', () => {
  it('matches a shared speech’s page and its audio', () => {
    expect(isSharedPage(at('/s/AbCdEfGhIjKlMnOpQrStUv'))).toBe(true);
    expect(isSharedPage(at('/s/AbCdEfGhIjKlMnOpQrStUv/audio.mp3'))).toBe(true);
  });

  it('leaves other paths and other origins alone', () => {
    for (const path of ['/s/', '/s/a/b', '/settings', '/api/share-links/x']) {
      expect(isSharedPage(at(path)), path).toBe(false);
    }
    expect(isSharedPage(at('/s/AbCdEfGhIjKlMnOpQrStUv', false))).toBe(false);
  });
});

describe('isApiRead', () => {
  it('matches same-origin API paths: lists, a speech, the dashboard, timings', () => {
    for (const path of [
      '/api/speeches?limit=20',
      '/api/speeches/7',
      '/api/user',
      '/api/auth/user',
      '/api/speeches/7/audio/timings?voice=a',
    ]) {
      expect(isApiRead(at(path)), path).toBe(true);
    }
  });

  it('does not cache the data export, the health probe, audio, pages or other origins', () => {
    for (const path of [
      '/api/account/export',
      '/api/health',
      '/api/speeches/7/audio.mp3?download=1',
      '/history',
    ]) {
      expect(isApiRead(at(path)), path).toBe(false);
    }
    expect(isApiRead(at('/api/user', false))).toBe(false);
  });
});

describe('wholeAudioFile', () => {
  it('asks the network for the whole file when the player asks from byte 0, keeping credentials', async () => {
    const request = new Request('https://uplift.example/api/speeches/1/audio.mp3?voice=a', {
      headers: { range: 'bytes=0-', accept: 'audio/*' },
      credentials: 'include',
    });
    const sent = await wholeAudioFile.requestWillFetch({ request });
    expect(sent.headers.get('range')).toBeNull();
    expect(sent.headers.get('accept')).toBe('audio/*');
    expect(sent.credentials).toBe('include');
    expect(sent.url).toBe(request.url);
  });

  it('keeps a seek’s range (audio not cached yet is fetched in part, as before)', async () => {
    const request = new Request('https://uplift.example/api/speeches/1/audio.mp3', {
      headers: { range: 'bytes=5000-' },
    });
    expect(await wholeAudioFile.requestWillFetch({ request })).toBe(request);
  });
});

describe('speechFromCachedLists', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A Cache Storage holding the given answers in the API cache, as the service worker would have. */
  function cacheStorage(entries: Record<string, unknown>) {
    const responses = new Map(Object.entries(entries).map(([url, body]) => [url, JSON.stringify(body)]));
    const cache = {
      keys: async () => [...responses.keys()].map((url) => new Request(url)),
      match: async (request: Request) => {
        const body = responses.get(request.url);
        return body === undefined ? undefined : new Response(body);
      },
    };
    vi.stubGlobal('caches', {
      open: async (name: string) =>
        name === OFFLINE_CACHES.api ? cache : { keys: async () => [], match: async () => undefined },
    });
  }
  const speech = (id: number) => ({ id, context: `context ${id}`, content: `text of speech ${id}` });
  const fallbackFor = (path: string) =>
    speechFromCachedLists.handlerDidError({ request: new Request(`https://uplift.example${path}`) });

  it('answers a speech that was only ever seen in a cached list with that copy', async () => {
    cacheStorage({
      'https://uplift.example/api/speeches?limit=20': [speech(3), speech(2)],
      'https://uplift.example/api/speeches/favourites': [speech(9)],
    });
    const fromList = await fallbackFor('/api/speeches/2');
    expect(fromList?.status).toBe(200);
    expect(fromList?.headers.get('content-type')).toBe('application/json');
    expect(await fromList?.json()).toEqual(speech(2));
    expect(await (await fallbackFor('/api/speeches/9'))?.json()).toEqual(speech(9));
  });

  it('has nothing for a speech in no cached list, or for other failed requests', async () => {
    cacheStorage({
      'https://uplift.example/api/speeches?limit=20': [speech(3)],
      // Not a speech list, though it holds objects with ids.
      'https://uplift.example/api/goals': [{ id: 4, title: 'Run' }],
    });
    expect(await fallbackFor('/api/speeches/4')).toBeUndefined();
    expect(await fallbackFor('/api/speeches/favourites')).toBeUndefined();
    expect(await fallbackFor('/api/goals')).toBeUndefined();
  });
});
