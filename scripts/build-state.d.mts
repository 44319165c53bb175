/** True when an output of `npm run build` is missing or older than a source file. */
export function needsBuild(root: string): boolean;
