import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fetchStandIn, renderWithQueries } from '../../../tests/setup/render';
import { getPlan } from '../../common/plans';
import { Toaster } from '../components/ui/toaster';
import SubscribePage from './subscribe';

// Stripe.js is fetched from Stripe's servers: here it never arrives, and the payment form waits for it.
vi.mock('../components/billing/stripe', () => ({ getStripe: () => new Promise(() => {}) }));

const FREE_STATUS = {
  currentTier: 'free',
  subscriptionStatus: 'free',
  canManageBilling: false,
};

/** The page at `/subscribe?{search}`, with the server answering create-subscription as `created` says. */
function renderPage(search: string, created: { status: number; body: unknown }) {
  const network = fetchStandIn(({ url }) => {
    if (url.endsWith('/api/billing/config'))
      return { status: 200, body: { stripePublishableKey: 'pk_test_x' } };
    if (url.endsWith('/api/subscription/status')) return { status: 200, body: FREE_STATUS };
    if (url.endsWith('/api/create-subscription')) return created;
    return { status: 404, body: { message: `not expected in this test: ${url}` } };
  });
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  const { hook, searchHook } = memoryLocation({ path: '/subscribe', searchPath: search });
  renderWithQueries(
    <Router hook={hook} searchHook={searchHook}>
      <SubscribePage />
      <Toaster />
    </Router>,
  );
  const creates = () =>
    network.calls.filter((call) => call.url.endsWith('/api/create-subscription')).map((call) => call.body);
  return { creates };
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const CREATED = { status: 200, body: { clientSecret: 'pi_1_secret_2' } };

describe('the subscribe page', () => {
  it('chooses the plan and billing named in the query string, priced from the plans', () => {
    const pro = getPlan('pro');
    renderPage('tier=pro&billing=yearly', CREATED);
    expect(checked('Pro')).toBe(true);
    expect(checked('Premium')).toBe(false);
    expect(checked('Yearly Save 20%')).toBe(true);
    const option = screen.getByTestId('plan-option-pro');
    expect(within(option).getByText(`Billed $${pro.yearlyPrice} annually`)).toBeTruthy();
    expect(screen.getByText(`${pro.name}: $${pro.yearlyPrice} a year.`, { exact: false })).toBeTruthy();
  });

  it('chooses Premium monthly when the query string names no plan (or one that does not exist)', () => {
    const premium = getPlan('premium');
    renderPage('tier=platinum&billing=weekly', CREATED);
    expect(checked('Premium')).toBe(true);
    expect(checked('Monthly')).toBe(true);
    const option = screen.getByTestId('plan-option-premium');
    expect(within(option).getByText(`$${premium.monthlyPrice}`)).toBeTruthy();
    expect(
      screen.getByText(`${premium.name}: $${premium.monthlyPrice} a month.`, { exact: false }),
    ).toBeTruthy();
  });

  it('sends the chosen plan and cycle, then asks for the payment', async () => {
    const starter = getPlan('starter');
    const { creates } = renderPage('tier=pro&billing=yearly', CREATED);
    await userEvent.click(screen.getByRole('radio', { name: 'Starter' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Complete your subscription' })).toBeTruthy();
    expect(creates()).toEqual([{ tier: 'starter', billingCycle: 'monthly' }]);
    expect(
      screen.getByText(
        `You're subscribing to ${starter.name}: $${starter.monthlyPrice}/month, billed monthly.`,
      ),
    ).toBeTruthy();
  });

  it("shows the server's reason when it refuses (already subscribed), and stays on the plans", async () => {
    const reason = 'You already have an active subscription. Change your plan from Manage subscription.';
    const { creates } = renderPage('tier=premium', { status: 409, body: { message: reason } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(creates()).toEqual([{ tier: 'premium', billingCycle: 'monthly' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your plan');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says only that payment could not start when the server fails', async () => {
    renderPage('tier=premium', { status: 500, body: { message: 'database exploded' } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeTruthy();
    expect(screen.queryByText('database exploded')).toBeNull();
  });

  it('says Payment System Unavailable when the server has no payment provider, and offers a code', async () => {
    renderPage('tier=premium', { status: 503, body: { message: 'Payment System Unavailable' } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Payment System Unavailable' })).toBeTruthy();
    expect(screen.getByLabelText('Discount code')).toBeTruthy();
  });
});
