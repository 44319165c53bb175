// Shared looks for the wellbeing forms' native inputs (text-base keeps iOS from zooming on focus).
export const FIELD_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:opacity-60';
