import { LoaderCircle } from 'lucide-react';

export function FullScreenLoading({ message = 'Loading...' }: { message?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <LoaderCircle className="size-10 text-primary motion-safe:animate-spin" aria-hidden="true" />
        <p className="font-medium text-muted-foreground">{message}</p>
      </div>
    </div>
  );
}
