import { createElement, type FunctionComponent, lazy } from 'react';

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
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as lazy() components are.
  function Component(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  Component.preload = async () => {
    loaded = (await load()).default;
  };
  return Component;
}
