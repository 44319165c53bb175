import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from './components/error-boundary';
import { FullScreenLoading } from './components/full-screen-loading';
import { lookUpUser, type UserLookup } from './lib/account/user-lookup';
import { lazyWithPreload } from './lib/performance/lazy-with-preload';
import { useAfterFirstPaint } from './lib/performance/use-after-first-paint';
import { useToast } from './lib/ui/use-toast';

// Asked as soon as the app's chunk runs; the answer picks the route set.
const userLookups = lookUpUser();
const isSignedIn = (lookups: UserLookup[]) => lookups.some((lookup) => lookup.user !== null);

// Opened signed out on '/', the landing page is all there is (its links load whole pages): TanStack Query,
// the router and the other pages load only otherwise, the cache starting with the lookups made here (no
// second round trip). App keeps the landing route for a client-side way back to '/'.
const opensOnLanding = window.location.pathname === '/';
const Landing = lazyWithPreload(() => import('./pages/landing'));
const QueryApp = lazyWithPreload(async () => {
  const [{ QueryApp, seedUserLookups, preloadSignedInRoute }, lookups] = await Promise.all([
    import('./query-app'),
    userLookups,
  ]);
  seedUserLookups(lookups);
  if (isSignedIn(lookups)) await preloadSignedInRoute(window.location.pathname);
  return { default: QueryApp };
});

/**
 * The user lookups, once the first screen they pick has loaded: the landing page, or the query app with
 * the signed-in route's layout and page. main.tsx renders AppRoot with them then, so the page appears in
 * one commit, with no loading fallback first (see lazyWithPreload).
 */
export async function loadFirstScreen(): Promise<UserLookup[]> {
  const lookups = await userLookups;
  const firstScreen = !isSignedIn(lookups) && opensOnLanding ? Landing : QueryApp;
  // A part that failed to load fails again as it renders, for the error boundary.
  await firstScreen.preload().catch(() => {});
  return lookups;
}

// Radix Toast is a tenth of the landing page's script; it is fetched with the first toast, or signed in,
// once the page has painted: a signed-in toast may come after the network has gone (audio that can't
// load offline), and the toaster's code must be here to say so.
const loadToaster = () => import('./components/ui/toaster');
const Toaster = lazy(() => loadToaster().then(({ Toaster }) => ({ default: Toaster })));

function ToasterOnDemand({ signedIn }: { signedIn: boolean }) {
  const { toasts } = useToast();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (signedIn && painted) loadToaster().catch(() => {}); // the first toast tries again
  }, [signedIn, painted]);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The whole app with its providers; main.tsx loads it as a separate chunk so a failed load can be shown. */
export function AppRoot({ lookups }: { lookups: UserLookup[] }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullScreenLoading />}>
        {!isSignedIn(lookups) && opensOnLanding ? <Landing /> : <QueryApp />}
      </Suspense>
      <ToasterOnDemand signedIn={isSignedIn(lookups)} />
    </ErrorBoundary>
  );
}
