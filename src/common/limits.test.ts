import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('limits', () => {
  it('caps free users at 3 speeches and warns at 80% usage', () => {
    expect(limits.FREE_SPEECH_LIMIT).toBe(3);
    expect(limits.USAGE_WARNING_RATIO).toBe(0.8);
  });

  it('bounds text fields', () => {
    expect(limits.CONTEXT_MIN_LENGTH).toBe(10);
    expect(limits.CONTEXT_MAX_LENGTH).toBe(2000);
    expect(limits.SPEECH_NAME_MAX_LENGTH).toBe(120);
    expect(limits.MOOD_NOTES_MAX).toBe(200);
    expect(limits.ID_MAX).toBe(2 ** 31 - 1);
  });

  it('defines the mood and feedback scales', () => {
    expect([limits.MOOD_MIN, limits.MOOD_MAX, limits.MOOD_DEFAULT]).toEqual([1, 10, 5]);
    expect([limits.FEEDBACK_MIN, limits.FEEDBACK_MAX]).toEqual([1, 5]);
  });

  it('defines playback speeds within the clamp range', () => {
    expect([limits.PLAYBACK_SPEED_MIN, limits.PLAYBACK_SPEED_MAX, limits.PLAYBACK_SPEED_DEFAULT]).toEqual([
      0.25, 2, 1,
    ]);
    expect(limits.PLAYBACK_SPEED_OPTIONS).toEqual([0.75, 1, 1.25, 1.5]);
    for (const speed of limits.PLAYBACK_SPEED_OPTIONS) {
      expect(speed).toBeGreaterThanOrEqual(limits.PLAYBACK_SPEED_MIN);
      expect(speed).toBeLessThanOrEqual(limits.PLAYBACK_SPEED_MAX);
    }
    expect(limits.SKIP_SECONDS).toBe(10);
  });

  it('defines UI timings', () => {
    expect(limits.SPLASH_MS).toBe(2000);
    expect(limits.TOAST_LIMIT).toBe(1);
    expect(limits.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(limits.TOAST_DURATION_MS).toBe(5000);
    expect(limits.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(limits.TOOLTIP_DELAY_MS).toBe(700);
    expect(limits.TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('defines performance budgets and lazy image settings', () => {
    expect(limits.PERF_BUDGET).toEqual({ pageLoadMs: 3000, fcpMs: 1500, lcpMs: 2500 });
    expect(limits.LAZY_IMAGE).toEqual({ threshold: 0.1, rootMargin: '50px', fadeMs: 300 });
  });

  it('defines redirect delays of 1, 1.5 and 2 seconds', () => {
    expect(limits.REDIRECT_DELAY_MS).toEqual({
      demoLogin: 1000,
      logout: 1500,
      freeAccess: 1500,
      forceLogout: 2000,
      paymentSuccess: 2000,
    });
  });
});
