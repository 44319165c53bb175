import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_PATH, REMOVED_WITH_ACCOUNT } from '../../src/client/lib/account/account-deletion';
import { withBrowser } from './support/browser';
import { PASSWORD, signedInPage } from './support/fixtures';

const browser = withBrowser();

describe('the account menu', () => {
  it('downloads all of my data as JSON', async () => {
    const { page, email } = await signedInPage(browser, 'Dana');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('uplift-export.json');
    const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(data.user).toMatchObject({ email, firstName: 'Dana' });
    expect(data).toHaveProperty('speeches');
  });

  it('signs out on every device from the menu, on a phone', async () => {
    const { page, email } = await signedInPage(browser, 'Kit', { width: 390, height: 844 });
    const laptop = await browser.newPage();
    expect(
      (await laptop.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    await laptop.goto('/');
    await laptop.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    // The other device's session ended too.
    expect((await laptop.request.get('/api/auth/user')).status()).toBe(401);
    await laptop.reload();
    await laptop.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('deletes the account after the password is confirmed, keyboard only', async () => {
    const { page, email } = await signedInPage(browser, 'Remy');
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete account' }).waitFor();
    // The menu focuses its first item; only then does ArrowDown move on.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toContain('Reminders');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toContain('Download my data');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toContain('Sign out everywhere');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toContain('Delete account');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Confirm with your password').fill('wrong password here');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not right.').waitFor();
    await dialog.getByLabel('Confirm with your password').fill(PASSWORD);
    await dialog.getByLabel('Confirm with your password').press('Enter');
    // A short page says what went, and fits a phone.
    await page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ACCOUNT_DELETED_PATH);
    expect(await page.getByRole('listitem').allTextContents()).toEqual([...REMOVED_WITH_ACCOUNT]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });
});

describe('authentication state', () => {
  it('falls back to /api/user when /api/auth/user has no user', async () => {
    const { page } = await signedInPage(browser, 'Fran');
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({ status: 401, body: '{"message":"Unauthorized"}' }),
    );
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Fran!$/);
  });

  it('treats failed lookups as signed out, with no message', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    await page.route('**/api/auth/user', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.route('**/api/user', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe('/hard-refresh', () => {
  it('clears caches, storage and IndexedDB, then reloads the app', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      localStorage.setItem('stale', '1');
      sessionStorage.setItem('stale', '1');
      await (await caches.open('uplift-test')).put('/stale', new Response('old'));
      await new Promise((resolve) => {
        const request = indexedDB.open('uplift-kv');
        request.onsuccess = resolve;
      });
    });
    await page.goto('/hard-refresh');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem('stale'),
      session: sessionStorage.getItem('stale'),
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).map((database) => database.name),
    }));
    expect(left).toEqual({ local: null, session: null, caches: [], databases: [] });
  });
});
