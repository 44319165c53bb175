import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, then true in a transition: for content below the fold, so the first paint
 * (and its commit, which React cannot split) carries only what is on screen, and the rest renders in
 * React's time-sliced background work just after.
 */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
