/** True when an output of `npm run build` is missing or older than a source file. */
export function needsBuild(root: string): boolean;
/** Runs `npm run build` when needed; exits the process if the build fails. */
export function buildIfNeeded(root: string, options?: { quiet?: boolean }): void;
