import { afterEach, describe, expect, it, vi } from 'vitest';

// VITE_API_BASE_URL is fixed when the client is built; each case loads api.ts afresh under its value.
async function loadApi(baseUrl: string | undefined) {
  vi.resetModules();
  if (baseUrl !== undefined) vi.stubEnv('VITE_API_BASE_URL', baseUrl);
  const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return { api: await import('./api'), fetchMock };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the API base URL', () => {
  it('is the same origin by default: relative URLs, plain media requests', async () => {
    const { api, fetchMock } = await loadApi(undefined);
    expect(api.apiUrl('/api/voices')).toBe('/api/voices');
    expect(api.API_MEDIA_CROSS_ORIGIN).toBeUndefined();

    await api.apiJson('POST', '/api/mood', { mood: 5 });
    expect(fetchMock).toHaveBeenCalledWith('/api/mood', expect.objectContaining({ credentials: 'include' }));
  });

  it('sends every call to a hosted API with cookies, and media in CORS mode with cookies', async () => {
    const { api, fetchMock } = await loadApi('https://api.uplift.example');
    expect(api.apiUrl('/api/speeches/7/audio.mp3?voice=x')).toBe(
      'https://api.uplift.example/api/speeches/7/audio.mp3?voice=x',
    );
    expect(api.API_MEDIA_CROSS_ORIGIN).toBe('use-credentials');

    await api.apiRequest('DELETE', '/api/goals/3');
    await api.getQueryFn({ on401: 'throw' })({ queryKey: ['/api/goals'] } as never);
    expect(fetchMock.mock.calls).toEqual([
      [
        'https://api.uplift.example/api/goals/3',
        expect.objectContaining({ method: 'DELETE', credentials: 'include' }),
      ],
      ['https://api.uplift.example/api/goals', expect.objectContaining({ credentials: 'include' })],
    ]);
  });
});
