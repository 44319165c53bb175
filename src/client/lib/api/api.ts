import type { QueryFunction } from '@tanstack/react-query';
import type { paths } from '../../../common/api/paths';

// Where the API lives: the same origin on the web; a hosted server from the native shell (VITE_API_BASE_URL).
export const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';

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

/** The JSON a route's operation answers with 200, as the OpenAPI document types it. */
type JsonAnswer<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Answer } } };
}
  ? Answer
  : never;

/** The answer of `GET path` (a route without parameters). */
export type GetAnswer<Path extends keyof paths> = JsonAnswer<paths[Path]['get']>;

type On401 = 'returnNull' | 'throw';

/**
 * A GET of a route without parameters whose 401 is an error, or null in null mode; typed by the route.
 * Plain fetch rather than the typed client (./api-client.ts), so the signed-out pages that use it stay
 * without it.
 */
export async function apiGet<Path extends keyof paths>(
  path: Path,
  { on401 }: { on401: On401 },
): Promise<GetAnswer<Path> | null> {
  const response = await fetch(apiUrl(path), { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return response.json();
}

/** Default queries (the prefetches of a page's reads) GET the path built from their key segments. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await fetch(apiUrl(queryKey.join('/')), { credentials: 'include' });
  await throwIfNotOk(response);
  return response.json();
};
