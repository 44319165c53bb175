import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser';
import { PASSWORD, uniqueEmail } from './support/fixtures';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

const browser = withBrowser();
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Resolves once a service worker controls the page (after the first install it claims open pages). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

/** Console errors, collected from the start, for the part of a test that must have none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const audioState = (page: Page) =>
  page.locator('audio').evaluate((element: HTMLAudioElement) => ({
    currentTime: element.currentTime,
    error: element.error?.code ?? null,
  }));

describe('offline', () => {
  it('after one online visit, reloading offline shows the app, the last opened speech and its audio', async () => {
    // Offline, the page logs the requests it cannot make; the online part is checked for errors below.
    const page = await browser.newPage({ allowConsoleErrors: true, serviceWorkers: 'allow' });
    const errors = consoleErrors(page);
    const signup = await page.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('offline'), password: PASSWORD, firstName: 'Noor' },
    });
    expect(signup.status()).toBe(201);
    const generated = await page.request.post('/api/speeches/generate', {
      data: {
        context: 'My first open water swim is on Saturday and the lake is cold',
        tone: 'gentle',
        voiceStyle: 'soothing',
        duration: 'short',
      },
    });
    expect(generated.status()).toBe(201);
    const speech = (await generated.json()) as { id: number; content: string };
    const opening = speech.content.split(/(?<=[.!?])\s/)[0] ?? '';
    expect(opening.length).toBeGreaterThan(10);

    // The visit: the dashboard, then History, where the speech is opened from the list.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Noor/ }).waitFor();
    await controlled(page);
    await page.goto('/history');
    await page.locator(`a[href="/history?speech=${speech.id}"]`).first().click();
    await page.getByText(opening).first().waitFor();
    // And its audio is played once.
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Voice Output' });
    await panel.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(async () => (await audioState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await panel.getByRole('button', { name: 'Pause', exact: true }).click();
    // The worker stores the audio once the whole file has arrived.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('uplift-audio')).keys()).length), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(errors, 'console errors while online').toEqual([]);
    // Opened from the list, the speech itself was never fetched: offline, the worker answers it from
    // the cached list.
    const cachedApiPaths = await page.evaluate(async () =>
      (await (await caches.open('uplift-api')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(cachedApiPaths).toContain('/api/speeches');
    expect(cachedApiPaths).not.toContain(`/api/speeches/${speech.id}`);

    await page.context().setOffline(true);
    // The worker's own requests are offline too: an API answer it never cached fails.
    expect(
      await page.evaluate(() =>
        fetch(`/api/voices?probe=${Date.now()}`).then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    await page.reload();
    await page.getByRole('link', { name: 'All speeches' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor(); // the signed-in header
    await page.getByText(opening).first().waitFor();

    await page.getByRole('tab', { name: 'Voice Output' }).click();
    await panel.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(async () => (await audioState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect((await audioState(page)).error).toBeNull();
  });

  it('signing out clears the offline copies of that user’s data, but keeps the app shell', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    const signup = await page.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('shared'), password: PASSWORD, firstName: 'Ines' },
    });
    expect(signup.status()).toBe(201);
    await page.goto('/');
    await controlled(page);
    await page.goto('/history');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // What the API cache holds (looked at without creating it).
    const cachedApiPaths = () =>
      page.evaluate(async () =>
        (await caches.has('uplift-api'))
          ? (await (await caches.open('uplift-api')).keys()).map((request) => new URL(request.url).pathname)
          : [],
      );
    await expect.poll(cachedApiPaths).toContain('/api/auth/user');
    await expect.poll(cachedApiPaths).toContain('/api/speeches');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    const left = await cachedApiPaths();
    expect(left).not.toContain('/api/auth/user');
    expect(left).not.toContain('/api/speeches');
    const names = await page.evaluate(() => caches.keys());
    expect(names.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });

  it('/hard-refresh unregisters the worker and deletes its caches', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await controlled(page);
    expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);

    // After the wipe the page goes to '/'. A worker still registered would answer that itself (from its
    // precache); only once it is gone does the request reach the network, where this stand-in answers.
    await page.route(
      (url) => url.pathname === '/',
      (route) => route.fulfill({ contentType: 'text/html', body: '<p>Reached the network</p>' }),
    );
    await page.goto('/hard-refresh');
    await page.getByText('Reached the network').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });
});

describe('a new version', () => {
  // A copy of the build on its own server, so its sw.js can change without touching the shared server.
  let root: string;
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(DIST, 'sw-update-'));
    for (const part of ['client', 'server']) {
      cpSync(path.join(DIST, part), path.join(root, 'dist', part), { recursive: true });
    }
    dataDir = tempDataDir();
    server = await startServer({ DATA_DIR: dataDir }, 150_000, path.join(root, 'dist/server/main.js'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers "Update available" when a new worker is waiting, and Reload switches to it', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${server.baseUrl}/`);
    await controlled(page);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const waiting = () =>
      page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
    expect(await waiting()).toBe(false);
    expect(await page.getByText('Update available', { exact: true }).count()).toBe(0);

    // Deploy: any byte of sw.js changing is a new version to the browser.
    appendFileSync(path.join(root, 'dist/client/sw.js'), '\n// the next version\n');
    await page.reload();
    await page.getByText('Update available', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await waiting()).toBe(true);

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    // The page reloads itself once the new worker has taken over.
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await controlled(page);
    expect(await waiting()).toBe(false);
    expect(await page.getByText('Update available', { exact: true }).count()).toBe(0);
  });
});
