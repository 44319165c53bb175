import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stripeJsDouble } from '../doubles/stripe-js';
import { withBrowser } from './support/browser';
import { recordRequests, signedInPage } from './support/fixtures';

// The e2e server runs without Stripe keys and with DISCOUNT_CODES=BETA2026:premium (global-server.ts).
const browser = withBrowser();

// Stripe.js can't be fetched here: the page gets the Stripe double's, confirming payments with Stripe's
// API, whose answers each test gives.
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_JS = stripeJsDouble(STRIPE_API);

const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map((value) => value.replace(/\s+/g, ' ').trim());

describe('pricing page', () => {
  it('shows the three plans monthly and yearly, speeches per day, the FAQ and the links (360 px)', async () => {
    const { page } = await signedInPage(browser, 'Penny', { path: '/pricing', width: 360, height: 800 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Simple plans for every goal');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const yearly = page.getByRole('radio', { name: 'Yearly Save 20%' });
    expect(await monthly.isChecked()).toBe(true);

    const plans = [
      { id: 'starter', name: 'Starter', month: 3, year: 29, perMonth: 2, saving: 7, limit: 20, perDay: 1 },
      { id: 'premium', name: 'Premium', month: 7, year: 67, perMonth: 6, saving: 17, limit: 40, perDay: 2 },
      { id: 'pro', name: 'Pro', month: 12, year: 115, perMonth: 10, saving: 29, limit: 200, perDay: 7 },
    ];
    for (const plan of plans) {
      const card = `[data-testid=plan-${plan.id}]`;
      expect(await texts(page, `${card} h2`)).toEqual([plan.name]);
      expect(await texts(page, `${card} [data-testid=plan-price] p`)).toEqual([
        `$${plan.month}/month`,
        `Billed monthly. Pay yearly ($${plan.year}) and save $${plan.saving}.`,
      ]);
      expect(await texts(page, `${card} dl > div`)).toEqual([
        `Speeches / month${plan.limit}`,
        `Speeches / day${plan.perDay}`,
      ]);
      expect(await page.locator(`${card} li`).count()).toBeGreaterThanOrEqual(7);
      expect(await page.locator(`${card} a`).getAttribute('href')).toBe(
        `/subscribe?tier=${plan.id}&billing=monthly`,
      );
    }
    expect(await page.locator('[data-testid=plan-premium]').getByText('Most Popular').count()).toBe(1);
    expect(await page.getByText('Most Popular').count()).toBe(1);

    // Yearly: the yearly total ÷ 12 per month, the total billed and the saving.
    await yearly.check();
    for (const plan of plans) {
      const card = `[data-testid=plan-${plan.id}]`;
      expect(await texts(page, `${card} [data-testid=plan-price] p`)).toEqual([
        `$${plan.perMonth}/month`,
        `Billed $${plan.year} annually. You save $${plan.saving} a year.`,
      ]);
      expect(await page.locator(`${card} a`).getAttribute('href')).toBe(
        `/subscribe?tier=${plan.id}&billing=yearly`,
      );
    }

    await page.getByRole('heading', { name: 'Every plan includes' }).waitFor();
    for (const answer of [
      'the change takes effect at the start of your next billing cycle',
      "We'll let you know with a notification when you're close to your limit",
      'wait for your speeches to renew at the start of your next month',
      "Unused speeches don't roll over",
    ]) {
      await page.getByText(answer).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Back to App' }).first().getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).toBe(
      '/subscribe?tier=premium&billing=yearly',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A plan's button goes to subscribe with that plan and cycle chosen.
    await page.getByRole('link', { name: /^Choose Pro/ }).click();
    await page.waitForURL('**/subscribe?tier=pro&billing=yearly');
    expect(await page.getByRole('radio', { name: 'Pro' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Yearly Save 20%' }).isChecked()).toBe(true);
  });
});

describe('subscribe page', () => {
  it('preselects Premium monthly by default, explains payments are unavailable without keys, and refuses a bad code', async () => {
    const { page } = await signedInPage(browser, 'Sol', { path: '/subscribe' });
    expect(await page.getByRole('radio', { name: 'Premium' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    await page.locator('[data-testid=plan-option-premium]').getByText('Most Popular').waitFor();
    await page.getByRole('radio', { name: 'Yearly Save 20%' }).check();
    await page.locator('[data-testid=plan-option-premium]').getByText('Billed $67 annually').waitFor();

    // The bell starts empty.
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });

    // No publishable key: Continue explains, and starts no subscription nobody could pay for.
    const creates = recordRequests(page, 'POST', '/api/create-subscription');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment System Unavailable' }).waitFor();
    expect(creates).toHaveLength(0);

    // ...and opens the discount code, which still works: Apply waits for a code.
    const code = page.getByLabel('Discount code');
    await code.waitFor();
    const apply = page.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await code.fill('   ');
    expect(await apply.isDisabled()).toBe(true);
    await code.fill('NOT-A-CODE');
    await apply.click();
    await page.getByText('Invalid Discount Code').first().waitFor();
    await page.getByText('Please check your code and try again.').first().waitFor();
    expect(creates.map((request) => request.postDataJSON())).toEqual([{ discountCode: 'NOT-A-CODE' }]);
    expect(new URL(page.url()).pathname).toBe('/subscribe');
  });

  it('says Payment System Unavailable when the server has no provider, even with a key published', async () => {
    const { page } = await signedInPage(browser, 'Uma', { path: '/', allowConsoleErrors: true });
    // The 503 itself is expected; anything else logged is not.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of (4\d\d|503)/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const stripe: string[] = [];
    page.on('request', (request) => {
      if (/stripe\.com/.test(new URL(request.url()).hostname)) stripe.push(request.url());
    });
    await page.route('**/api/billing/config', (route) =>
      route.fulfill({ json: { stripePublishableKey: 'pk_test_e2e' } }),
    );
    await page.goto('/subscribe?tier=starter');
    expect(await page.getByRole('radio', { name: 'Starter' }).isChecked()).toBe(true);

    const creates = recordRequests(page, 'POST', '/api/create-subscription');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment System Unavailable' }).waitFor();
    expect(creates.map((request) => request.postDataJSON())).toEqual([
      { tier: 'starter', billingCycle: 'monthly' },
    ]);
    await page.getByLabel('Discount code').waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
    expect(stripe).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the plan summary beside the payment form, and says so when Stripe.js cannot load', async () => {
    const { page } = await signedInPage(browser, 'Pia', { path: '/', allowConsoleErrors: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Stripe answered with a client secret, but its script can't be fetched (offline, blocked).
    await page.route('**/api/billing/config', (route) =>
      route.fulfill({ json: { stripePublishableKey: 'pk_test_e2e' } }),
    );
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ json: { clientSecret: 'pi_e2e_secret_e2e' } }),
    );
    const stripeScripts: string[] = [];
    await page.route('https://js.stripe.com/**', (route) => {
      stripeScripts.push(route.request().url());
      return route.abort();
    });
    await page.goto('/subscribe?tier=pro&billing=yearly');
    expect(stripeScripts).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Complete your subscription' }).waitFor();
    await page.getByText('Billed $115 annually (Save 20%)').waitFor();
    const benefits = page.getByRole('list', { name: 'Pro benefits' });
    expect(await benefits.getByRole('listitem').count()).toBe(7);
    await page.getByText('Failed to initialize payment. Please try again.').first().waitFor();
    await page.getByText("We couldn't load the secure payment form").waitFor();
    expect(stripeScripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    // Back to the plans, still Pro yearly.
    await page.getByRole('button', { name: 'Change plan' }).click();
    expect(await page.getByRole('radio', { name: 'Pro' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Yearly Save 20%' }).isChecked()).toBe(true);
  });

  it('pays through the Payment Element: declined, an unexpected error, then success and back to /', async () => {
    const { page } = await signedInPage(browser, 'Paz', { path: '/', allowConsoleErrors: true });
    // The dropped connection and the decline's 402 are logged; nothing else may be.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/ERR_CONNECTION_RESET|status of 4\d\d/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/api/billing/config', (route) =>
      route.fulfill({ json: { stripePublishableKey: 'pk_test_e2e' } }),
    );
    const creates: unknown[] = [];
    await page.route('**/api/create-subscription', (route) => {
      creates.push(route.request().postDataJSON());
      return route.fulfill({ json: { clientSecret: 'pi_e2e_secret_e2e' } });
    });
    const stripeScripts: string[] = [];
    await page.route('https://js.stripe.com/**', (route) => {
      stripeScripts.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS });
    });
    // Stripe's answer to each confirmation, as the test sets it: a decline, a dropped connection, success.
    let outcome: 'decline' | 'throw' | 'success' = 'decline';
    const confirms: Record<string, string>[] = [];
    await page.route(`${STRIPE_API}/v1/payment_intents/*/confirm`, (route) => {
      confirms.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
      if (outcome === 'throw') return route.abort('connectionreset');
      const headers = { 'access-control-allow-origin': '*' };
      if (outcome === 'decline') {
        const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        return route.fulfill({ status: 402, headers, json: { error } });
      }
      return route.fulfill({
        headers,
        json: { id: 'pi_e2e', object: 'payment_intent', status: 'succeeded' },
      });
    });

    // Stripe.js is fetched on the subscribe page, and only once there is something to pay.
    await page.goto('/pricing');
    await page.goto('/subscribe?tier=pro&billing=yearly');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(stripeScripts).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The click resolves before the page's request reaches the route, so wait for it.
    await expect.poll(() => creates).toEqual([{ tier: 'pro', billingCycle: 'yearly' }]);

    const form = page.getByRole('form', { name: 'Pay for Pro' });
    const submit = form.getByRole('button', { name: 'Subscribe to Pro' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await form.getByText('Cancel anytime. No long-term commitments.').waitFor();
    expect(stripeScripts).toHaveLength(1);

    await submit.click();
    await page.getByText('Payment Failed').first().waitFor();
    await page.getByText('Your card was declined.').first().waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);

    outcome = 'throw';
    await submit.click();
    await page.getByText('Payment Error').first().waitFor();
    await page.getByText('An unexpected error occurred. Please try again.').first().waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);

    outcome = 'success';
    await submit.click();
    await page.getByText('Payment Successful').first().waitFor();
    await page.getByText('Welcome to Pro! Your subscription is now active.').first().waitFor();
    await form.getByRole('button', { name: 'Processing...' }).waitFor();
    expect(await form.getByRole('button', { name: 'Processing...' }).isDisabled()).toBe(true);
    // Each try confirmed the payment the server started, with the published key; Stripe returns the
    // browser to the dashboard only when it must redirect (the page is still here, processing).
    expect(confirms).toHaveLength(3);
    expect(confirms[2]).toEqual({
      key: 'pk_test_e2e',
      client_secret: 'pi_e2e_secret_e2e',
      return_url: `${browser.baseUrl}/?subscription=success`,
    });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await page.getByRole('region', { name: 'Your Plan' }).waitFor();

    // Returning from a redirect-based payment: the dashboard refreshes, congratulates, and tidies the address.
    await page.evaluate(() => sessionStorage.setItem('uplift:pending-plan', 'premium'));
    await page.goto('/?subscription=success');
    await page.getByText('Welcome to Premium! Your subscription is now active.').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('a discount code grants Premium: toast, back to /, the usage card and the bell show it', async () => {
    const { page } = await signedInPage(browser, 'Dana', { path: '/' });
    const card = page.getByRole('region', { name: 'Your Plan' });
    await card.getByTestId('usage-count').waitFor();
    expect(await card.getByTestId('current-plan').textContent()).toBe('Free');
    expect(await card.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('3');
    expect(await page.getByTestId('notification-dot').count()).toBe(0);

    await page.goto('/subscribe?tier=pro&billing=yearly');
    expect(await page.getByRole('radio', { name: 'Pro' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Yearly Save 20%' }).isChecked()).toBe(true);
    const toggle = page.getByRole('button', { name: 'Have a discount code?' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByLabel('Discount code').fill('beta2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Discount Applied!').first().waitFor();
    await page.getByText('Free access to Premium is active').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await expect.poll(() => card.getByTestId('usage-count').textContent()).toBe('0 / 40');
    expect((await card.getByTestId('current-plan').textContent())?.toLowerCase()).toBe('premium');
    const bar = card.getByRole('progressbar', { name: 'Speeches used' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('40');
    // Free access from a code has no payment-provider subscription, so there is nothing to manage...
    await card.getByText(/Current period ends/).waitFor();
    expect(await card.getByRole('button', { name: 'Manage subscription' }).count()).toBe(0);

    // The plan change is a notification: the dot shows until the bell is opened.
    const dot = page.getByTestId('notification-dot');
    await dot.waitFor();
    const marks = recordRequests(page, 'POST', '/api/notifications/read');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText("You're on Premium").waitFor();
    await dot.waitFor({ state: 'detached' });
    await expect.poll(() => marks.length).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => bell.evaluate((element) => element === document.activeElement)).toBe(true);

    // Read on the server too: still clear after a reload.
    // (Asked of the server directly: a response caught while waiting could be one from before the
    // reload, whose body the navigation has thrown away.)
    await page.reload();
    expect((await (await page.request.get('/api/notifications')).json()).unreadCount).toBe(0);
    await bell.waitFor();
    expect(await page.getByTestId('notification-dot').count()).toBe(0);

    // ...while a plan paid through Stripe (the server says so in the status) offers its portal.
    await page.route('**/api/subscription/status', async (route) => {
      const real = await route.fetch();
      return route.fulfill({ response: real, json: { ...(await real.json()), canManageBilling: true } });
    });
    await page.reload();
    await card.getByRole('button', { name: 'Manage subscription' }).waitFor();
  });
});

describe('test payment page', () => {
  it('explains signing in when signed out, and the setup issue without keys when signed in', async () => {
    const visitor = await browser.newPage({ width: 360, height: 800 });
    await visitor.goto('/test-payment');
    await visitor.getByRole('heading', { name: 'Test Payment' }).waitFor();
    await visitor.getByText('Starting $3/month').first().waitFor();
    await visitor.getByText("6 voices, plus your device's").waitFor();
    await visitor.getByText('20 to 200 speeches a month').waitFor();
    await visitor.getByText(/beta discount code/).waitFor();
    expect(await visitor.getByText(/unlimited|8 voices/i).count()).toBe(0);
    expect(await visitor.getByRole('link', { name: 'Sign in to continue' }).getAttribute('href')).toBe(
      '/login.html',
    );
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const { page } = await signedInPage(browser, 'Tess', { path: '/test-payment' });
    await page.getByRole('button', { name: 'Start test checkout' }).click();
    await page
      .getByRole('alert')
      .getByText('Payment Setup Issue - Unable to initialize payment system.')
      .waitFor();
  });
});
