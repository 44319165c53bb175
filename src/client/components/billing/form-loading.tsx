/** A placeholder the shape of the payment form while Stripe's code and iframe load. */
export function FormLoading() {
  return (
    <div role="status" aria-label="Loading the payment form" className="space-y-3">
      <div className="h-11 animate-pulse rounded-md bg-muted" />
      <div className="grid grid-cols-2 gap-3">
        <div className="h-11 animate-pulse rounded-md bg-muted" />
        <div className="h-11 animate-pulse rounded-md bg-muted" />
      </div>
      <div className="h-11 animate-pulse rounded-md bg-muted" />
    </div>
  );
}
