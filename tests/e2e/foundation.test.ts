import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser';
import { shownToast } from './support/toast';

const browser = withBrowser();

/** True when the page is wider than its viewport (horizontal scrolling). */
const overflowsHorizontally = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('signed-out routes', () => {
  it('shows the landing page with its sections and full-page links', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/written just for you/);
    // The voices' card claims only what the built-in voices deliver, and no LLM writes here, so the
    // personalisation is not called AI (claims.test.ts checks every page).
    for (const title of ['Read aloud, your way', 'Goal tracking', 'Personalisation that learns']) {
      expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
    }
    expect(await page.getByRole('heading', { name: 'Perfect For' }).count()).toBe(1);
    for (const use of ['Job interviews', 'Presentations', 'Fitness goals', 'Personal growth']) {
      expect(await page.getByRole('heading', { name: use }).count()).toBe(1);
    }
    expect(await page.getByText(/6 built-in voices/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/login.html?mode=signup',
    );
    expect(await page.getByRole('link', { name: 'Try the Demo' }).getAttribute('href')).toBe('/demo-login');
    // The footer's code loads as it nears the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()} Uplift`);
  });

  it("samples the opening of a speech the server's writer wrote, with no stand-in while it loads or if it can't (390 px)", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const sample = (await (await page.request.get('/api/sample-speech')).json()) as { excerpt: string };
    // Held back: a placeholder in the card's place, and no text standing in for the speech.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/sample-speech', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const card = page.getByRole('figure');
    await card.getByRole('status', { name: 'Loading a sample speech' }).waitFor();
    expect(await card.locator('blockquote').count()).toBe(0);
    release();
    await card.locator('blockquote').waitFor();
    expect(await card.locator('blockquote').textContent()).toBe(`“${sample.excerpt}”`);
    expect(await card.textContent()).toContain('Job interviewConfident tone');
    expect(await overflowsHorizontally(page)).toBe(false);

    const failing = await browser.newPage({ width: 390, height: 844, allowConsoleErrors: true });
    await failing.route('**/api/sample-speech', (route) => route.fulfill({ status: 503, body: 'down' }));
    await failing.goto('/');
    await failing.getByRole('heading', { level: 1 }).waitFor();
    await failing.waitForLoadState('networkidle');
    expect(await failing.getByRole('figure').count()).toBe(0);
  });

  it('shows Page Not Found for signed-in routes and unknown paths', async () => {
    const page = await browser.newPage();
    for (const path of ['/no-such-page', '/subscribe', '/history']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    }
  });

  it('serves /login.html as its own page with sign-up and sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/login.html');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'current-password',
    );
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByLabel('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'new-password',
    );
  });

  it('shows the full-screen loading message while authentication loads', async () => {
    const page = await browser.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    release();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    for (const path of ['/', '/login.html', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await overflowsHorizontally(page), path).toBe(false);
    }
  });
});

describe('error screens', () => {
  it('catches a render error with the error boundary, says what its button does, shows details and reloads', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    // A malformed user from the server (firstName not a string) makes the signed-in header fail to render.
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          id: 'x',
          email: 'x@example.com',
          firstName: { broken: true },
          speechesUsed: 0,
        }),
      }),
    );
    await page.goto('/');
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    // It says what its one button does, and promises no fix of its own.
    expect(
      await page.getByText('The app hit an unexpected error. Reload App loads this page again.').count(),
    ).toBe(1);
    expect(await page.getByText(/fix this automatically/).count()).toBe(0);
    const details = page.getByText('Technical Details');
    await details.click();
    expect(await page.locator('details').textContent()).toMatch(/is not a function|Objects are not valid/);

    await page.unroute('**/api/auth/user');
    await page.getByRole('button', { name: 'Reload App' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('shows Application Error when a script fails outside React, with Reload App', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a handler blew up');
      });
    });
    await page.getByRole('heading', { name: 'Application Error' }).waitFor();
    expect(await page.getByText('a handler blew up').count()).toBe(1);
    await page.getByRole('button', { name: 'Reload App' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('shows App Failed to Load when the app bundle cannot be downloaded, with Reload', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    await page.route('**/assets/app-root-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'App Failed to Load' }).waitFor();
    await page.unroute('**/assets/app-root-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
  });
});

describe('toasts', () => {
  async function toastBox(width: number) {
    const page = await browser.newPage({ width, height: 800 });
    const email = `toast-${width}-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/auth/signup', {
      data: { email, password: 'toast test passphrase', firstName: 'Toby' },
    });
    expect(signup.status()).toBe(201);
    await page.goto('/logout');
    return (await shownToast(page, 'Logged out successfully')).box;
  }

  it('appear at the top on small screens and bottom-right on larger ones, at most 420 px wide', async () => {
    const small = await toastBox(360);
    expect(small.y).toBeLessThan(100);
    const large = await toastBox(1280);
    expect(large.y + large.height).toBeGreaterThan(800 - 100);
    expect(large.x).toBeGreaterThan(1280 / 2);
    expect(large.width).toBeLessThanOrEqual(420);
  });
});
