import type { ReactNode } from 'react';

/** A button that reads as a link in the text ('Forgot password?', 'Back to sign in'). */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
