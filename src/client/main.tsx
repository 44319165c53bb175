import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from './components/error-boundary';
import { AppFailedToLoadScreen, ApplicationErrorScreen } from './components/fatal-screens';
import { Toaster } from './components/ui/toaster';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
let root: Root | null = null;

/** Errors outside React's tree (a failed chunk load, a broken script) replace the app with SPEC's 'Application Error'. */
function showApplicationError(details: string) {
  if (!container) return;
  root?.unmount();
  root = createRoot(container);
  root.render(<ApplicationErrorScreen details={details} />);
}

window.addEventListener('error', (event) => {
  // Resource errors (a missing image) bubble here too; only script errors are fatal.
  if (event.error instanceof Error) showApplicationError(event.error.message);
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
  console.error('Unhandled promise rejection:', reason);
});

try {
  if (!container) throw new Error('The #root element is missing from index.html');
  // The error boundary logs what it catches; React's own copy of that log would be a duplicate.
  root = createRoot(container, { onCaughtError: () => {} });
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <App />
          <Toaster />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
} catch (error) {
  const details = error instanceof Error ? error.message : String(error);
  if (container) createRoot(container).render(<AppFailedToLoadScreen details={details} />);
}
