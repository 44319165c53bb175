import type { QueryFunction } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { Wire } from '../../common/api/wire';

// Where the API lives: the same origin on the web; a hosted server from the native shell (VITE_API_BASE_URL).
const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/**
 * For <audio> elements playing API URLs. Another origin's API (the native shell) must be asked in CORS
 * mode with cookies: a plain media request would carry no CORS and be refused by the API's
 * Cross-Origin-Resource-Policy. Same-origin on the web, so nothing changes there.
 */
export const API_MEDIA_CROSS_ORIGIN = API_BASE === '' ? undefined : 'use-credentials';

/** Any non-OK response becomes an Error reading "{status}: {body text or status text}". */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** Every call includes credentials; a body is sent as JSON. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * A call whose answer is the JSON of `Schema` (from src/common/api), e.g. `apiJson<typeof goal>(...)`.
 * The type is the server's contract: it encodes every answer through that same schema, so the client
 * trusts it rather than bundle zod to check it again.
 */
export async function apiJson<Schema extends ZodType>(
  method: string,
  path: string,
  body?: unknown,
): Promise<Wire<Schema>> {
  const response = await apiRequest(method, path, body);
  return response.json();
}

type On401 = 'returnNull' | 'throw';

/** A GET whose 401 is an error, or null in null mode. */
export async function apiGet<Schema extends ZodType>(
  path: string,
  { on401 }: { on401: On401 },
): Promise<Wire<Schema> | null> {
  const response = await fetch(apiUrl(path), { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return response.json();
}

/** Default queries GET the path built from their key segments. */
export function getQueryFn<Schema extends ZodType>(options: {
  on401: On401;
}): QueryFunction<Wire<Schema> | null> {
  return ({ queryKey }) => apiGet<Schema>(queryKey.join('/'), options);
}
