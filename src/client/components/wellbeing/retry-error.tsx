/** A card's failed load: says what could not load and offers another try. */
export function RetryError({ what, onRetry, busy }: { what: string; onRetry: () => void; busy: boolean }) {
  return (
    <div role="alert" className="space-y-2 text-sm">
      <p className="text-destructive">We couldn't load {what}.</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        className="cursor-pointer rounded-md font-medium text-primary underline-offset-4 hover:underline disabled:cursor-wait disabled:opacity-60"
      >
        {busy ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}
