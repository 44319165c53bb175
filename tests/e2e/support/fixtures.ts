import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, uniqueEmail } from './api-client';
import type { BrowserSession } from './browser';

// What the browser tests share: a user signed up in a page's own cookie jar, a page signed in as a new
// user, a speech made for them, and a record of the requests a page sends.

export { PASSWORD, uniqueEmail };

type PageOptions = NonNullable<Parameters<BrowserSession['newPage']>[0]> & {
  /** Scripts run before the page's own (stand-ins for browser APIs). */
  initScripts?: (() => void)[];
  /** Where to open once signed in; the page is ready when its first heading is drawn. */
  path?: string;
};

/** Signs a new user up through the page's request context (the page then has their session). */
export async function signUpIn(page: Page, firstName: string, email = uniqueEmail(firstName.toLowerCase())) {
  const response = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A fresh page signed in as a new user called `firstName`, opened at `path` (the dashboard by default). */
export async function signedInPage(
  browser: BrowserSession,
  firstName: string,
  { initScripts = [], path = '/', ...pageOptions }: PageOptions = {},
): Promise<{ page: Page; email: string }> {
  const page = await browser.newPage(pageOptions);
  for (const script of initScripts) await page.addInitScript(script);
  const email = await signUpIn(page, firstName);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, email };
}

/** A short speech for the page's user, made through the API. */
export async function createSpeech(page: Page, context: string, request: Record<string, string> = {}) {
  const response = await page.request.post('/api/speeches/generate', {
    data: { context, tone: 'gentle', voiceStyle: 'soothing', duration: 'short', ...request },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Every request the page sends to `path` with `method`, so a test can check what was (or was not) sent. */
export function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Hands the page the event stream a few bytes at a time, as a slow writer would. */
export function slowSpeechStream() {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/generate/stream') || !response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        // 61-byte pieces split events, lines and multi-byte characters anywhere.
        for (let i = 0; i < bytes.length; i += 61) {
          controller.enqueue(bytes.slice(i, i + 61));
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        controller.close();
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}
