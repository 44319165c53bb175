import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { defaultQueryFn } from '../../src/client/lib/api/api';

/**
 * Renders a component with a fresh query client of its own, whose queries fetch as the app's do (no
 * retries: a failure shows at once).
 */
export function renderWithQueries(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, retry: false },
      mutations: { retry: false },
    },
  });
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

type FetchCall = { url: string; method: string; body: unknown };

/** A Request (the typed client's calls) as a call: its URL on this page's origin written as a path. */
async function asCall(request: Request): Promise<FetchCall> {
  const text = await request.text();
  return {
    url: request.url.replace(window.location.origin, ''),
    method: request.method,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** A fetch stand-in answering each call with what `answer` gives for it, recording what was sent. */
export function fetchStandIn(answer: (call: FetchCall) => { status: number; body: unknown }) {
  const calls: FetchCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call =
      input instanceof Request
        ? await asCall(input)
        : {
            url: String(input),
            method: init.method ?? 'GET',
            body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
          };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

/** A fetch stand-in answering every call with `status` and `body`, recording what was sent. */
export const answerFetch = (status: number, body: unknown) => fetchStandIn(() => ({ status, body }));
