// @vitest-environment happy-dom
// (a page's origin, which the client's relative API URLs resolve against)
import { afterEach, describe, expect, it, vi } from 'vitest';

// VITE_API_BASE_URL is fixed when the client is built; each case loads the client afresh under its value.
async function loadApi(baseUrl: string | undefined, answer = () => new Response('{"ok":true}')) {
  vi.resetModules();
  if (baseUrl !== undefined) vi.stubEnv('VITE_API_BASE_URL', baseUrl);
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return { base: await import('./api'), client: await import('./api-client'), fetchMock };
}

/** What each call asked for: its method, URL and credentials mode, from a Request or fetch's arguments. */
function sent(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls.map(([input, init]) =>
    input instanceof Request
      ? { method: input.method, url: input.url, credentials: input.credentials }
      : { method: init?.method ?? 'GET', url: String(input), credentials: init?.credentials },
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the API base URL', () => {
  it('is the same origin by default: relative URLs, plain media requests', async () => {
    const { base, client, fetchMock } = await loadApi(undefined);
    expect(base.apiUrl('/api/voices')).toBe('/api/voices');
    expect(base.API_MEDIA_CROSS_ORIGIN).toBeUndefined();

    await client.answer(client.api.POST('/api/feedback', { body: { speechId: '1', rating: 5 } }));
    expect(sent(fetchMock)).toEqual([
      { method: 'POST', url: `${window.location.origin}/api/feedback`, credentials: 'include' },
    ]);
  });

  it('sends every call to a hosted API with cookies, and media in CORS mode with cookies', async () => {
    const { base, client, fetchMock } = await loadApi('https://api.uplift.example');
    expect(base.apiUrl('/api/speeches/7/audio.mp3?voice=x')).toBe(
      'https://api.uplift.example/api/speeches/7/audio.mp3?voice=x',
    );
    expect(base.API_MEDIA_CROSS_ORIGIN).toBe('use-credentials');

    await client.api.DELETE('/api/goals/{id}', { params: client.byId(3) });
    await base.defaultQueryFn({ queryKey: ['/api/goals'] } as never);
    expect(sent(fetchMock)).toEqual([
      { method: 'DELETE', url: 'https://api.uplift.example/api/goals/3', credentials: 'include' },
      { method: 'GET', url: 'https://api.uplift.example/api/goals', credentials: 'include' },
    ]);
  });
});

describe('the typed client', () => {
  it('throws "{status}: {body}" for an answer that is not OK, as the pages expect to read it', async () => {
    const refusal = '{"message":"You have already reviewed this speech"}';
    const { client } = await loadApi(undefined, () => new Response(refusal, { status: 409 }));
    await expect(
      client.answer(client.api.POST('/api/feedback', { body: { speechId: '1', rating: 5 } })),
    ).rejects.toThrow(`409: ${refusal}`);
  });
});
