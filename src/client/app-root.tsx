import { lazy, Suspense, use } from 'react';
import { ErrorBoundary } from './components/error-boundary';
import { FullScreenLoading } from './components/full-screen-loading';
import { useToast } from './lib/use-toast';
import { lookUpUser } from './lib/user-lookup';

// Asked as soon as the app's chunk runs; the answer picks the route set (SPEC §4).
const userLookups = lookUpUser();

// Opened signed out on '/', the landing page is all there is (its links load whole pages): TanStack Query,
// the router and the other pages load only otherwise, the cache starting with the lookups made here (no
// second round trip). App keeps the landing route for a client-side way back to '/'.
const opensOnLanding = window.location.pathname === '/';
const Landing = lazy(() => import('./pages/landing'));
const QueryApp = lazy(async () => {
  const [{ QueryApp, seedUserLookups }, lookups] = await Promise.all([import('./query-app'), userLookups]);
  seedUserLookups(lookups);
  return { default: QueryApp };
});

// Radix Toast is a tenth of the landing page's script; it is fetched with the first toast.
const Toaster = lazy(() => import('./components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

function ToasterOnDemand() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function Routes() {
  const signedIn = use(userLookups).some((lookup) => lookup.user !== null);
  return !signedIn && opensOnLanding ? <Landing /> : <QueryApp />;
}

/** The whole app with its providers; main.tsx loads it as a separate chunk so a failed load can be shown. */
export function AppRoot() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullScreenLoading />}>
        <Routes />
      </Suspense>
      <ToasterOnDemand />
    </ErrorBoundary>
  );
}
