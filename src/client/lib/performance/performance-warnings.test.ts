import { afterEach, describe, expect, it, vi } from 'vitest';
import { performanceWarning, startPerformanceWarnings, type TimingEntry } from './performance-warnings';

const navigation = (loadEventEnd: number): TimingEntry => ({
  entryType: 'navigation',
  name: 'http://localhost/',
  startTime: 0,
  loadEventEnd,
});
const fcp = (startTime: number): TimingEntry => ({
  entryType: 'paint',
  name: 'first-contentful-paint',
  startTime,
});
const lcp = (startTime: number): TimingEntry => ({
  entryType: 'largest-contentful-paint',
  name: '',
  startTime,
});

describe('performanceWarning', () => {
  it('warns when a page load takes longer than 3,000 ms, and not at or under it', () => {
    expect(performanceWarning(navigation(3000.4))?.message).toBe('Slow page load: 3000 ms (budget 3000 ms)');
    expect(performanceWarning(navigation(3000))).toBeNull();
    expect(performanceWarning(navigation(1200))).toBeNull();
  });

  it('ignores a navigation entry whose load event has not finished', () => {
    expect(performanceWarning(navigation(0))).toBeNull();
  });

  it('warns on a first contentful paint over 1,500 ms, but not on first-paint', () => {
    expect(performanceWarning(fcp(1501))).toEqual({
      metric: 'first contentful paint',
      message: 'Slow first contentful paint: 1501 ms (budget 1500 ms)',
    });
    expect(performanceWarning(fcp(1500))).toBeNull();
    expect(performanceWarning({ entryType: 'paint', name: 'first-paint', startTime: 9000 })).toBeNull();
  });

  it('warns on a largest contentful paint over 2,500 ms', () => {
    expect(performanceWarning(lcp(2600))?.metric).toBe('largest contentful paint');
    expect(performanceWarning(lcp(2500))).toBeNull();
  });

  it('ignores entry types it does not watch', () => {
    expect(performanceWarning({ entryType: 'resource', name: '/big.js', startTime: 99_999 })).toBeNull();
  });
});

describe('startPerformanceWarnings', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A stand-in PerformanceObserver; `deliver` plays the browser handing entries of a type to its callback. */
  function fakeObserver(supported: string[]) {
    const callbacks = new Map<string, (list: { getEntries(): TimingEntry[] }) => void>();
    const options: unknown[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = supported;
      constructor(private readonly callback: (list: { getEntries(): TimingEntry[] }) => void) {}
      observe(init: { type: string; buffered: boolean }) {
        options.push(init);
        callbacks.set(init.type, this.callback);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    const deliver = (type: string, entries: TimingEntry[]) =>
      callbacks.get(type)?.({ getEntries: () => entries });
    return { deliver, options };
  }

  it('observes the three entry types, buffered, and warns once per slow metric', () => {
    const { deliver, options } = fakeObserver([
      'navigation',
      'paint',
      'largest-contentful-paint',
      'resource',
    ]);
    const warn = vi.fn();
    startPerformanceWarnings(warn);
    expect(options).toEqual([
      { type: 'navigation', buffered: true },
      { type: 'paint', buffered: true },
      { type: 'largest-contentful-paint', buffered: true },
    ]);

    deliver('paint', [{ entryType: 'paint', name: 'first-paint', startTime: 1700 }, fcp(1800)]);
    // Each larger LCP candidate comes later; only the first one over budget is reported.
    deliver('largest-contentful-paint', [lcp(900)]);
    deliver('largest-contentful-paint', [lcp(2700)]);
    deliver('largest-contentful-paint', [lcp(3100)]);
    deliver('navigation', [navigation(2900)]);

    expect(warn.mock.calls).toEqual([
      ['Slow first contentful paint: 1800 ms (budget 1500 ms)'],
      ['Slow largest contentful paint: 2700 ms (budget 2500 ms)'],
    ]);
  });

  it('skips entry types the browser does not support', () => {
    const { options } = fakeObserver(['navigation', 'paint']);
    startPerformanceWarnings(vi.fn());
    expect(options).toEqual([
      { type: 'navigation', buffered: true },
      { type: 'paint', buffered: true },
    ]);
  });
});
