import { Button } from './ui/button';

type FatalScreenProps = { details?: string | null };

// Rendered by main.tsx outside every provider, so only plain markup and the Button primitive here.
function FatalScreen({
  title,
  details,
  buttonLabel,
}: FatalScreenProps & { title: string; buttonLabel: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-md rounded-lg border bg-card p-6 text-center shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl">{title}</h1>
        {details ? (
          <pre className="mt-4 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-left text-sm">
            {details}
          </pre>
        ) : null}
        <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={() => window.location.reload()}>
          {buttonLabel}
        </Button>
      </div>
    </main>
  );
}

export function ApplicationErrorScreen({ details }: FatalScreenProps) {
  return <FatalScreen title="Application Error" details={details} buttonLabel="Reload App" />;
}

export function AppFailedToLoadScreen({ details }: FatalScreenProps) {
  return <FatalScreen title="App Failed to Load" details={details} buttonLabel="Reload" />;
}
