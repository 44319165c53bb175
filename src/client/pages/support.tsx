import { ArrowLeft } from 'lucide-react';
import { SupportResources } from '../components/support/support-resources';

/** 'Need to talk to someone?': the same crisis lines, for wherever the browser says the person is. */
export default function SupportPage() {
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <a href="/" className="inline-flex items-center gap-1.5 font-medium text-primary text-sm">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Uplift
      </a>
      <h1 className="font-bold text-2xl tracking-tight">Need to talk to someone?</h1>
      <p className="text-muted-foreground">
        If things feel like too much, you can talk with a trained person right now, for free, day or night.
        You don't need to be in crisis to call.
      </p>
      <SupportResources />
    </main>
  );
}
