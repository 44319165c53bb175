/** How long to wait for the browser to report the paint before going ahead anyway. */
const PAINT_REPORT_TIMEOUT_MS = 500;

/**
 * Calls `then` once the browser has put a frame drawn after now on screen and then gone idle. A frame
 * reaches the screen some milliseconds after the animation callbacks that precede its paint (30 ms in
 * Chromium without a GPU), and only the largest-contentful-paint report carries that moment; where none
 * comes (the frame held nothing larger than before, or the browser has no such report), a timeout stands
 * in. Returns a cancel function.
 */
export function afterNextPaintShown(then: () => void): () => void {
  let cancelled = false;
  let reported = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) then();
  };
  const shown = () => {
    if (reported || cancelled) return;
    reported = true;
    observer?.disconnect();
    clearTimeout(timer);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run);
  };
  const frame = requestAnimationFrame((frameStart) => {
    timer = setTimeout(shown, PAINT_REPORT_TIMEOUT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= frameStart)) shown();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    observer?.disconnect();
    clearTimeout(timer);
  };
}
