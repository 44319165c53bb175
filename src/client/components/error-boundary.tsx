import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './ui/button';

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { error: Error | null };

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(messageOf(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uplift crashed while rendering:', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;

    return (
      <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
        <div className="w-full max-w-md rounded-lg border bg-card p-6 text-center shadow-sm sm:p-8">
          <p className="text-5xl leading-none">
            <span aria-hidden="true">😞</span>
            <span className="sr-only">Sad face</span>
          </p>
          <h1 className="mt-4 font-bold text-2xl">Oops! Something went wrong</h1>
          {/* What the one button does, and no more: it reloads the page. */}
          <p className="mt-2 text-muted-foreground">
            The app hit an unexpected error. Reload App loads this page again.
          </p>
          <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={() => window.location.reload()}>
            Reload App
          </Button>
          <details className="mt-6 text-left">
            <summary className="cursor-pointer rounded-sm font-medium text-muted-foreground text-sm hover:text-foreground">
              Technical Details
            </summary>
            <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-xs">
              {messageOf(error)}
            </pre>
          </details>
        </div>
      </main>
    );
  }
}
