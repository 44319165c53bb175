import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppFailedToLoadScreen, ApplicationErrorScreen } from './components/fatal-screens';
import { startPerformanceWarnings } from './lib/performance/performance-warnings';
import { startNativeShell } from './native/native-shell';
import { registerServiceWorker } from './native/service-worker';

startPerformanceWarnings();
registerServiceWorker();

const container = document.getElementById('root') as HTMLElement;
// The error boundary logs what it catches; React's own copy of that log would be a duplicate.
let root: Root = createRoot(container, { onCaughtError: () => {} });

function replaceWith(screen: React.ReactNode) {
  root.unmount();
  root = createRoot(container);
  root.render(screen);
}

// Errors outside React's tree (a broken script, an event handler that throws) get the 'Application Error' screen.
window.addEventListener('error', (event) => {
  // Resource errors (a missing image) arrive here too; only script errors replace the app.
  if (event.error instanceof Error) replaceWith(<ApplicationErrorScreen details={event.error.message} />);
});

startNativeShell();

// The app itself is a chunk of its own: on a bad connection its download can fail ('App Failed to Load').
// The page's own 'Loading...' stays until the first screen has loaded. Rendered as a transition, React
// yields to the browser every few milliseconds instead of blocking it for the whole first render.
import('./app-root')
  .then(async ({ AppRoot, loadFirstScreen }) => {
    const lookups = await loadFirstScreen();
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppRoot lookups={lookups} />
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    replaceWith(<AppFailedToLoadScreen details={error instanceof Error ? error.message : String(error)} />);
  });
