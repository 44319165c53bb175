import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { SignedInRoute } from '../common/route-modules';
import { FullScreenLoading } from './components/full-screen-loading';
import { useAuth } from './lib/auth';

// Every page is its own chunk: the landing page never downloads the dashboard, nor the signed-in
// layout (its header's menus and dialogs are most of the app's shared code). The server preloads these
// modules by the names in common/route-modules.ts.
const loadSignedInPage = {
  '/': () => import('./pages/dashboard'),
  '/history': () => import('./pages/history'),
  '/goals': () => import('./pages/goals'),
  '/pricing': () => import('./pages/pricing'),
  '/subscribe': () => import('./pages/subscribe'),
} satisfies Record<SignedInRoute, () => Promise<unknown>>;
const SignedInLayout = lazy(() =>
  import('./components/signed-in-layout').then(({ SignedInLayout }) => ({ default: SignedInLayout })),
);
const Landing = lazy(() => import('./pages/landing'));
const Dashboard = lazy(loadSignedInPage['/']);
const History = lazy(loadSignedInPage['/history']);
const Goals = lazy(loadSignedInPage['/goals']);
const Pricing = lazy(loadSignedInPage['/pricing']);
const Subscribe = lazy(loadSignedInPage['/subscribe']);
const Logout = lazy(() => import('./pages/logout'));
const ForceLogout = lazy(() => import('./pages/force-logout'));
const HardRefresh = lazy(() => import('./pages/hard-refresh'));
const DemoLogin = lazy(() => import('./pages/demo-login'));
const TestPayment = lazy(() => import('./pages/test-payment'));
const AudioDebug = lazy(() => import('./pages/audio-debug'));
const AudioTest = lazy(() => import('./pages/audio-test'));
const IphoneTest = lazy(() => import('./pages/iphone-test'));
const NotFound = lazy(() => import('./pages/not-found'));

/** SPEC §2: the authentication state selects the route set; anything else is 'Page Not Found'. */
export function App() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <FullScreenLoading />;
  // The page is rendered (and would start loading) only once the layout around it has loaded; asking
  // for both now costs one round trip instead of two. import() is cached, so asking again is free.
  if (isAuthenticated && location in loadSignedInPage)
    void loadSignedInPage[location as keyof typeof loadSignedInPage]();

  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Switch>
        {isAuthenticated && user ? (
          <>
            <Route path="/">
              <SignedInLayout user={user}>
                <Dashboard />
              </SignedInLayout>
            </Route>
            <Route path="/history">
              <SignedInLayout user={user}>
                <History />
              </SignedInLayout>
            </Route>
            <Route path="/goals">
              <SignedInLayout user={user}>
                <Goals />
              </SignedInLayout>
            </Route>
            <Route path="/pricing">
              <SignedInLayout user={user}>
                <Pricing />
              </SignedInLayout>
            </Route>
            <Route path="/subscribe">
              <SignedInLayout user={user}>
                <Subscribe />
              </SignedInLayout>
            </Route>
            <Route path="/logout" component={Logout} />
          </>
        ) : (
          <Route path="/" component={Landing} />
        )}
        <Route path="/test-payment" component={TestPayment} />
        <Route path="/audio-debug" component={AudioDebug} />
        <Route path="/audio-test" component={AudioTest} />
        <Route path="/iphone-test" component={IphoneTest} />
        <Route path="/force-logout" component={ForceLogout} />
        <Route path="/hard-refresh" component={HardRefresh} />
        <Route path="/demo-login" component={DemoLogin} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
