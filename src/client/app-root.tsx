import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { App } from './App';
import { ErrorBoundary } from './components/error-boundary';
import { queryClient } from './lib/query-client';
import { useToast } from './lib/use-toast';

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

/** The whole app with its providers; main.tsx loads it as a separate chunk so a failed load can be shown. */
export function AppRoot() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <App />
        <ToasterOnDemand />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
