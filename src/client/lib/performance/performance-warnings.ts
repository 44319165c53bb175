import { PERF_BUDGET } from '../../../common/limits';

// Slow page loads, first contentful paints and largest contentful paints are logged, never shown.

type Metric = 'page load' | 'first contentful paint' | 'largest contentful paint';

/** The fields read from a PerformanceEntry (a navigation entry also has loadEventEnd). */
export type TimingEntry = { entryType: string; name: string; startTime: number; loadEventEnd?: number };

/** The metric an entry measures and its time in ms since navigation started, if it is one we watch. */
function measure(entry: TimingEntry): { metric: Metric; ms: number; budgetMs: number } | null {
  if (entry.entryType === 'navigation' && entry.loadEventEnd) {
    return { metric: 'page load', ms: entry.loadEventEnd, budgetMs: PERF_BUDGET.pageLoadMs };
  }
  if (entry.entryType === 'paint' && entry.name === 'first-contentful-paint') {
    return { metric: 'first contentful paint', ms: entry.startTime, budgetMs: PERF_BUDGET.fcpMs };
  }
  if (entry.entryType === 'largest-contentful-paint') {
    return { metric: 'largest contentful paint', ms: entry.startTime, budgetMs: PERF_BUDGET.lcpMs };
  }
  return null;
}

/** The warning for an entry over its budget, or null. */
export function performanceWarning(entry: TimingEntry): { metric: Metric; message: string } | null {
  const measured = measure(entry);
  if (!measured || measured.ms <= measured.budgetMs) return null;
  const { metric, ms, budgetMs } = measured;
  return { metric, message: `Slow ${metric}: ${Math.round(ms)} ms (budget ${budgetMs} ms)` };
}

const ENTRY_TYPES = ['navigation', 'paint', 'largest-contentful-paint'];

/** Watches this page load's timings and warns once per metric that goes over its budget. */
export function startPerformanceWarnings(warn: (message: string) => void = console.warn): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const warned = new Set<Metric>();
  for (const type of ENTRY_TYPES) {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) continue;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const warning = performanceWarning(entry as TimingEntry);
        if (!warning || warned.has(warning.metric)) continue;
        warned.add(warning.metric);
        warn(warning.message);
      }
      // Buffered: entries from before the app's script ran (the first paint) arrive too.
    }).observe({ type, buffered: true });
  }
}
