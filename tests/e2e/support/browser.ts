import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// The browser reports every 4xx answer as a resource error; those are expected answers (a signed-out
// lookup's 401, a wrong password's 403) that the tests check on the page itself.
const EXPECTED_CONSOLE_NOISE = /Failed to load resource: the server responded with a status of 4\d\d/;

export type BrowserSession = {
  baseUrl: string;
  /**
   * A new page in a fresh context (no cookies); console errors fail the test unless allowed. The app's
   * service worker is blocked unless asked for: requests it answers never reach `page.route`, so it
   * would slip past the mocks other tests set up (its own tests in offline.test.ts allow it).
   */
  newPage(options?: {
    width?: number;
    height?: number;
    allowConsoleErrors?: boolean;
    serviceWorkers?: 'allow' | 'block';
    /** The browser's IANA time zone (where the person seems to be). */
    timezoneId?: string;
    /** The browser's language and region (navigator.language; its date fields follow it), en-US unless said. */
    locale?: string;
  }): Promise<Page>;
};

/**
 * One Chromium per test file; each test gets fresh contexts, closed after it. Pages open on the shared
 * e2e server unless `baseUrlOf` names another (read when a page is made, so it may start in beforeAll).
 */
export function withBrowser(baseUrlOf: () => string = () => inject('baseUrl')): BrowserSession {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const errors = consoleErrors;
    consoleErrors = [];
    expect(errors, 'console errors in the page').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get baseUrl() {
      return baseUrlOf();
    },
    async newPage({
      width = 1280,
      height = 900,
      allowConsoleErrors = false,
      serviceWorkers = 'block',
      timezoneId,
      locale,
    } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrlOf(),
        viewport: { width, height },
        serviceWorkers,
        ...(timezoneId ? { timezoneId } : {}),
        ...(locale ? { locale } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      if (!allowConsoleErrors) {
        page.on('console', (message) => {
          if (message.type() === 'error' && !EXPECTED_CONSOLE_NOISE.test(message.text()))
            consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
      }
      return page;
    },
  };
}
