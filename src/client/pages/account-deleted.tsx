import { CircleCheck, House } from 'lucide-react';
import { Button } from '../components/ui/button';
import { REMOVED_WITH_ACCOUNT } from '../lib/account/account-deletion';

/** After an account is deleted: a short confirmation of what was removed (open to all: the person is signed out). */
export default function AccountDeletedPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-md rounded-lg border bg-card p-6 shadow-sm sm:p-8">
        <CircleCheck className="size-10 text-primary" aria-hidden="true" />
        <h1 className="mt-3 font-bold text-2xl">Your account has been deleted</h1>
        <p className="mt-2 text-muted-foreground">We removed, for good:</p>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
          {REMOVED_WITH_ACCOUNT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-muted-foreground text-sm">Thank you for giving Uplift a try.</p>
        <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
          {/* A whole page: the app starts afresh, signed out. */}
          <a href="/">
            <House aria-hidden="true" />
            Back to the home page
          </a>
        </Button>
      </div>
    </main>
  );
}
