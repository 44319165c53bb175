import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { ErrorBoundary } from './components/error-boundary';
import { Toaster } from './components/ui/toaster';
import { queryClient } from './lib/query-client';

/** The whole app with its providers; main.tsx loads it as a separate chunk so a failed load can be shown. */
export function AppRoot() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <App />
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
