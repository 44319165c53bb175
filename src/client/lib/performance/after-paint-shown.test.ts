import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaintShown } from './after-paint-shown';

// The browser's frame, paint-report and idle callbacks, driven by hand.
let frames: ((time: number) => void)[];
let idles: (() => void)[];
let observers: { callback: PerformanceObserverCallback; connected: boolean }[];
let supportedEntryTypes: string[];

class FakePerformanceObserver {
  static get supportedEntryTypes() {
    return supportedEntryTypes;
  }
  private readonly record: { callback: PerformanceObserverCallback; connected: boolean };
  constructor(callback: PerformanceObserverCallback) {
    this.record = { callback, connected: false };
    observers.push(this.record);
  }
  observe() {
    this.record.connected = true;
  }
  disconnect() {
    this.record.connected = false;
  }
}

function runFrame(time: number) {
  const due = frames;
  frames = [];
  for (const frame of due) frame(time);
}
function reportPaint(startTime: number) {
  const list = { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList;
  for (const observer of observers.filter((o) => o.connected)) {
    observer.callback(list, observer as unknown as PerformanceObserver);
  }
}
function runIdle() {
  const due = idles;
  idles = [];
  for (const idle of due) idle();
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  idles = [];
  observers = [];
  supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idles.push(callback));
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaintShown', () => {
  it('waits for a paint report from after the next frame, then for the browser to be idle', () => {
    const then = vi.fn();
    afterNextPaintShown(then);
    runFrame(300);
    reportPaint(120); // an earlier paint (the page's 'Loading...'), reported from the buffer
    runIdle();
    expect(then).not.toHaveBeenCalled();
    reportPaint(342);
    expect(then).not.toHaveBeenCalled();
    runIdle();
    expect(then).toHaveBeenCalledTimes(1);
    // Later paints and the timeout don't call it again.
    reportPaint(500);
    vi.advanceTimersByTime(1000);
    runIdle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after 500 ms when no paint is reported, or the browser has no such report', () => {
    supportedEntryTypes = ['paint'];
    const then = vi.fn();
    afterNextPaintShown(then);
    runFrame(300);
    expect(observers).toEqual([]);
    vi.advanceTimersByTime(499);
    runIdle();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    runIdle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the paint is reported or after', () => {
    const then = vi.fn();
    const cancel = afterNextPaintShown(then);
    runFrame(300);
    cancel();
    reportPaint(342);
    vi.advanceTimersByTime(1000);
    runIdle();
    expect(then).not.toHaveBeenCalled();

    const cancelWhileIdleAwaited = afterNextPaintShown(then);
    runFrame(400);
    reportPaint(430);
    cancelWhileIdleAwaited();
    runIdle();
    expect(then).not.toHaveBeenCalled();
  });
});
