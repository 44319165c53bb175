import { useEffect, useRef } from 'react';

/**
 * Runs a side effect once per mount, even under StrictMode's double effect invocation in development —
 * for pages whose whole job is one action (log out, start a demo) that must not happen twice.
 */
export function useRunOnce(effect: () => void): void {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is taken from the first render only.
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, []);
}
