import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser';
import { PASSWORD, recordRequests, signUpIn, uniqueEmail } from './support/fixtures';
import { shownToast } from './support/toast';

const browser = withBrowser();

async function signUpThroughForm(page: Page, firstName: string, email: string) {
  await page.goto('/login.html?mode=signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('accounts in the browser', () => {
  it('signs up on /login.html and lands on the dashboard greeting by first name', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, 'Priya', uniqueEmail('signup'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^Good (morning|afternoon|evening), Priya!$/);
    expect(await page.getByText('You have 3 of 3 free speeches left.').count()).toBe(1);
    expect(await page.getByTestId('avatar').locator('[aria-hidden]').textContent()).toBe('P');
  });

  it('validates inline with the shared rules before anything is sent', async () => {
    const page = await browser.newPage();
    await page.goto('/login.html?mode=signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('This password is too common. Please choose another.').waitFor();
    await page.getByText('First name is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login.html');
  });

  it('shows one message for a wrong password and an unknown email, and can reveal the password', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('wrong');
    await signUpThroughForm(page, 'Wes', email);
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login.html');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();
  });

  it('signs in with the keyboard alone', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('keys');
    await signUpThroughForm(page, 'Kai', email);
    await page.context().clearCookies();

    await page.goto('/login.html');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Kai!$/);
  });

  it('logs out via /logout with the toast, then shows the landing page', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, 'Lou', uniqueEmail('logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    const toast = await shownToast(page, 'Logged out successfully');
    expect(toast.text).toContain('You have been signed out of your account.');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  it('/force-logout clears the session and returns to the landing page', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, 'Fay', uniqueEmail('force'));
    await page.evaluate(() => localStorage.setItem('leftover', '1'));
    await page.goto('/force-logout');
    await page.getByRole('link', { name: 'Get Started' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('leftover'))).toBeNull();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('/demo-login lands signed in on a dashboard with sample content', async () => {
    const page = await browser.newPage();
    await page.goto('/demo-login');
    await page.getByRole('heading', { name: 'Login Successful!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Alex!$/);
    await page.locator('#quick-goals').getByText('Ace the product manager interview').waitFor();
    expect(await page.locator('#recent-speeches li').count()).toBeGreaterThanOrEqual(2);
  });

  it('/demo-login asks someone signed in before switching them to the demo', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const email = await signUpIn(page, 'Dana');
    const demoLogins = recordRequests(page, 'POST', '/api/simple-demo-login');
    // A link from anywhere opens it: nothing happens until they choose.
    await page.goto('/demo-login');
    await page.getByRole('heading', { name: "You're already signed in" }).waitFor();
    await page.getByText(`Signed in as Dana (${email}).`).waitFor();
    expect(demoLogins).toEqual([]);
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Dana!$/);
    expect(demoLogins).toEqual([]);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await page.goto('/demo-login');
    await page.getByRole('button', { name: 'Switch to the demo' }).click();
    await page.getByRole('heading', { name: 'Login Successful!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Alex!$/);
    expect(demoLogins).toHaveLength(1);
  });

  it('/demo-login offers Try Again when the demo cannot start', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    let failures = 1;
    await page.route('**/api/simple-demo-login', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.goto('/demo-login');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Login Successful!' }).waitFor();
  });

  it('shows visitors the plans; choosing one leads through sign-up to its checkout', async () => {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ width, height: 844 });
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).click();
      await page.getByRole('heading', { name: 'Simple plans for every goal' }).waitFor();
      for (const plan of ['Starter', 'Premium', 'Pro']) {
        expect(await page.getByRole('heading', { name: plan, exact: true }).count()).toBe(1);
      }
      expect(await page.getByText('Back to home').count()).toBeGreaterThan(0);
      await page.getByRole('radio', { name: 'Yearly Save 20%' }).check();
      await page.getByRole('link', { name: /^Choose Premium ?, billed yearly$/ }).click();
      await page.waitForURL((url) => url.pathname === '/login.html');
      await page.getByLabel('First name').fill('Vic');
      await page.getByLabel('Email').fill(uniqueEmail(`visitor-${width}`));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/subscribe');
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ tier: 'premium', billing: 'yearly' });
    }
  });

  it('sends someone already signed in from /login.html on to the app', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, 'Sol', uniqueEmail('again'));
    await page.goto('/login.html');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // And to where a link meant them to go, if it is on this site.
    await page.goto('/login.html?next=%2Fgoals');
    await page.waitForURL((url) => url.pathname === '/goals');
  });

  it('never follows `next` off the site, even when a tab or line break hides the second slash', async () => {
    // The browser drops tabs and line breaks from a URL, so /<TAB>/evil.example/ leads to //evil.example/.
    for (const hidden of ['%09', '%0A', '%0D']) {
      const next = `%2F${hidden}%2Fevil.example%2F`;
      const page = await browser.newPage({ width: 390, height: 844 });
      const elsewhere: string[] = [];
      await page.route(
        (url) => url.hostname === 'evil.example',
        (route) => {
          elsewhere.push(route.request().url());
          return route.fulfill({ body: 'elsewhere' });
        },
      );
      const email = await signUpIn(page, 'Nell');
      // Already signed in: the page sends them straight on.
      await page.goto(`/login.html?next=${next}`);
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).origin, hidden).toBe(browser.baseUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Signing in through the form.
      await page.context().clearCookies();
      await page.goto(`/login.html?next=${next}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).last().click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).origin, hidden).toBe(browser.baseUrl);
      expect(elsewhere, hidden).toEqual([]);
    }
  });
});
