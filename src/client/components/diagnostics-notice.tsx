import { Wrench } from 'lucide-react';

/**
 * The top of a diagnostics page: what it is and what it is for, so nobody takes it for part of the app.
 * The robots tag is hoisted into the document's head (React 19) and leaves with the page.
 */
export function DiagnosticsNotice({ purpose }: { purpose: string }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <div
        role="note"
        aria-label="Diagnostics page"
        className="flex gap-2.5 rounded-lg border border-dashed border-amber-600/60 bg-amber-50 p-3 text-amber-950 text-sm"
      >
        <Wrench aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">This is a diagnostics page.</strong> {purpose} It is not part of
          the app, and you don't need it to use Uplift.
        </p>
      </div>
    </>
  );
}
