import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fetchStandIn } from '../../tests/setup/render';
import { SIGNED_IN_PAGES } from '../common/route-modules';
import { queryClient } from './lib/api/query-client';
import { QueryApp, seedUserLookups } from './query-app';

// The signed-in routes are the route table's: each of its paths opens its page in the signed-in layout,
// and a path it does not name is 'Page Not Found'.

const USER = {
  id: 'u1',
  email: 'pia@example.com',
  firstName: 'Pia',
  lastName: null,
  profileImageUrl: null,
  subscriptionStatus: 'free',
  subscriptionTier: 'free',
  speechesUsed: 0,
  speechLimit: 3,
  billingCycle: 'monthly',
  currentPeriodEnd: null,
  isDemo: false,
  supportRegion: null,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;

/** The app at `path` for a signed-in user, the server knowing nothing but who they are. */
function openSignedIn(path: string) {
  const network = fetchStandIn(({ url }) =>
    url.endsWith('/api/user') || url.endsWith('/api/auth/user')
      ? { status: 200, body: USER }
      : { status: 404, body: { message: 'not in this test' } },
  );
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  seedUserLookups([{ path: '/api/auth/user', user: USER }]);
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <QueryApp />
    </Router>,
  );
}

afterEach(() => queryClient.clear());

describe('the signed-in routes', () => {
  it.each(Object.keys(SIGNED_IN_PAGES))('open %s in the signed-in layout', async (path) => {
    openSignedIn(path);
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 4000 });
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it.each(['/nowhere', '/dashboard'])('are only the table: %s is Page Not Found', async (path) => {
    openSignedIn(path);
    await screen.findByText('Page Not Found', {}, { timeout: 4000 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
