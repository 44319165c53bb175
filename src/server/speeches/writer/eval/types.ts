

/** A context written the way people write, with what a speech for it must say back. */
export type DevCase = {
  readonly context: string;
  readonly kind: string;
  /** 2–4 lower-case words from the context that name this person's specific situation. */
  readonly sayBack: readonly string[];
  readonly firstName?: string;
  readonly goalTitle?: string;
};
