import { startTransition, useEffect, useState } from 'react';
import { afterNextPaintShown } from './after-paint-shown';

/**
 * False until the first render is on screen and the browser idle, then true in a transition: for what is
 * below the fold or not needed yet, so the first paint waits for neither its rendering nor its downloads.
 * (An effect alone runs before the browser's next frame.)
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaintShown(() => startTransition(() => setPainted(true))), []);
  return painted;
}
