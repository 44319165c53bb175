import { createElement, type FunctionComponent, lazy } from 'react';

// React keeps a lazy component's failed download for good. After retryFailedLoads() (LazyRegion's Retry),
// a component whose download failed gets a fresh lazy(), so rendering it again downloads its code again.
// Only then: made fresh on every render, a failing download would be retried in a loop.
let retries = 0;
export function retryFailedLoads(): void {
  retries += 1;
}

/**
 * React's lazy(), plus preload(): once that has settled, the component renders at once. A lazy component
 * suspends on its first render even when its module is already here, and a Suspense fallback committed on
 * the way holds the content back by React's 300 ms throttle on revealing it. app-root.tsx preloads the
 * first screen's parts before rendering, so it appears in one commit.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: FunctionComponent<Props> }>,
) {
  let loaded: FunctionComponent<Props> | null = null;
  let failedBefore: number | null = null; // the retry count when its download last failed
  const attempt = () =>
    load().catch((error: unknown) => {
      failedBefore = retries;
      throw error;
    });
  let Lazy = lazy(attempt);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as lazy() components are.
  function Component(props: Props) {
    if (failedBefore !== null && failedBefore !== retries) {
      failedBefore = null;
      Lazy = lazy(attempt);
    }
    return createElement(loaded ?? Lazy, props);
  }
  Component.preload = async () => {
    loaded = (await load()).default;
  };
  return Component;
}
