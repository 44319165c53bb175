import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenLoading } from './components/full-screen-loading';
import { SignedInLayout } from './components/signed-in-layout';
import { useAuth } from './lib/auth';

// Every page is its own chunk: the landing page never downloads the dashboard.
const Landing = lazy(() => import('./pages/landing'));
const Dashboard = lazy(() => import('./pages/dashboard'));
const History = lazy(() => import('./pages/history'));
const Goals = lazy(() => import('./pages/goals'));
const Pricing = lazy(() => import('./pages/pricing'));
const Subscribe = lazy(() => import('./pages/subscribe'));
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
  if (isLoading) return <FullScreenLoading />;

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
