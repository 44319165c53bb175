import { Compass, House } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-md rounded-lg border bg-card p-6 text-center shadow-sm sm:p-8">
        <Compass className="mx-auto size-12 text-primary" aria-hidden="true" />
        <p className="mt-4 font-semibold text-muted-foreground text-sm uppercase tracking-wider">Error 404</p>
        <h1 className="mt-1 font-bold text-2xl">Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link href="/">
            <House aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </div>
    </main>
  );
}
