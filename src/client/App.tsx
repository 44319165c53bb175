import { type FunctionComponent, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SIGNED_IN_PAGES, signedInPageReads } from '../common/route-modules';
import { FullScreenLoading } from './components/full-screen-loading';
import { ACCOUNT_DELETED_PATH } from './lib/account/account-deletion';
import { useAuth } from './lib/account/auth';
import { queryClient } from './lib/api/query-client';
import { lazyWithPreload } from './lib/performance/lazy-with-preload';

// Every page is its own chunk: the landing page never downloads the dashboard, nor the signed-in
// layout (its header's menus and dialogs are most of the app's shared code). The signed-in routes are
// common/route-modules.ts's table, each page found among the page modules by the table's module path.
const pageModules = import.meta.glob<{ default: FunctionComponent }>([
  './pages/*.tsx',
  '!./pages/*.test.tsx',
]);
const signedInPages = new Map(
  Object.entries(SIGNED_IN_PAGES).map(([path, { module }]) => {
    const load = pageModules[`./${module}`];
    if (!load) throw new Error(`The signed-in route ${path} names ${module}, which is not a page module`);
    return [path, lazyWithPreload(load)];
  }),
);
const SignedInLayout = lazyWithPreload(async () => ({
  default: (await import('./components/signed-in-layout')).SignedInLayout,
}));
const Landing = lazy(() => import('./pages/landing'));
const Pricing = lazy(() => import('./pages/pricing'));
const Logout = lazy(() => import('./pages/logout'));
const ForceLogout = lazy(() => import('./pages/force-logout'));
const HardRefresh = lazy(() => import('./pages/hard-refresh'));
const DemoLogin = lazy(() => import('./pages/demo-login'));
const TestPayment = lazy(() => import('./pages/test-payment'));
const AudioDebug = lazy(() => import('./pages/audio-debug'));
const AudioTest = lazy(() => import('./pages/audio-test'));
const IphoneTest = lazy(() => import('./pages/iphone-test'));
const Support = lazy(() => import('./pages/support'));
const ResetPassword = lazy(() => import('./pages/reset-password'));
const AccountDeleted = lazy(() => import('./pages/account-deleted'));
const NotFound = lazy(() => import('./pages/not-found'));

/**
 * On a signed-in route, loads the layout, the page and the page's first reads together (the page would
 * otherwise start loading only once the layout had, and its data once it had rendered), so that the page
 * renders whole in main.tsx's time-sliced first render, not in a blocking re-render when the data lands.
 */
export function preloadSignedInRoute(path: string): Promise<unknown> {
  const page = signedInPages.get(path);
  if (!page) return Promise.resolve();
  const reads = signedInPageReads(path).map((url) => queryClient.prefetchQuery({ queryKey: [url] }));
  return Promise.all([SignedInLayout.preload(), page.preload(), ...reads]);
}

/** The authentication state selects the route set; anything else is 'Page Not Found'. */
export function App() {
  const { user, isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullScreenLoading />;

  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Switch>
        {isAuthenticated && user ? (
          <>
            {[...signedInPages].map(([path, Page]) => (
              <Route key={path} path={path}>
                <SignedInLayout user={user}>
                  <Page />
                </SignedInLayout>
              </Route>
            ))}
            <Route path="/logout" component={Logout} />
          </>
        ) : (
          <>
            <Route path="/" component={Landing} />
            {/* Prices are no secret: visitors see the plans, and choosing one leads through sign-up. */}
            <Route path="/pricing">
              <main className="px-4 py-8 sm:px-6">
                <Pricing signedIn={false} />
              </main>
            </Route>
          </>
        )}
        <Route path="/test-payment" component={TestPayment} />
        <Route path="/audio-debug" component={AudioDebug} />
        <Route path="/audio-test" component={AudioTest} />
        <Route path="/iphone-test" component={IphoneTest} />
        <Route path="/force-logout" component={ForceLogout} />
        <Route path="/hard-refresh" component={HardRefresh} />
        <Route path="/demo-login" component={DemoLogin} />
        <Route path="/support" component={Support} />
        <Route path="/reset-password" component={ResetPassword} />
        <Route path={ACCOUNT_DELETED_PATH} component={AccountDeleted} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
