import { describe, expect, it } from 'vitest';
import { clampPlaybackSpeed, clampSeek } from './playback';

describe('clampPlaybackSpeed', () => {
  it('keeps speeds inside 0.25–2 unchanged', () => {
    for (const speed of [0.25, 0.75, 1, 1.25, 1.5, 2]) expect(clampPlaybackSpeed(speed)).toBe(speed);
  });

  it('clamps speeds outside the range', () => {
    expect(clampPlaybackSpeed(0.24)).toBe(0.25);
    expect(clampPlaybackSpeed(0)).toBe(0.25);
    expect(clampPlaybackSpeed(-3)).toBe(0.25);
    expect(clampPlaybackSpeed(2.01)).toBe(2);
    expect(clampPlaybackSpeed(16)).toBe(2);
    expect(clampPlaybackSpeed(Number.POSITIVE_INFINITY)).toBe(2);
    expect(clampPlaybackSpeed(Number.NEGATIVE_INFINITY)).toBe(0.25);
  });

  it('falls back to the default speed for NaN', () => {
    expect(clampPlaybackSpeed(Number.NaN)).toBe(1);
  });
});

describe('clampSeek', () => {
  it('keeps times inside [0, duration]', () => {
    expect(clampSeek(0, 60)).toBe(0);
    expect(clampSeek(12.5, 60)).toBe(12.5);
    expect(clampSeek(60, 60)).toBe(60);
  });

  it('clamps before the start and past the end', () => {
    expect(clampSeek(-10, 60)).toBe(0);
    expect(clampSeek(70, 60)).toBe(60);
    expect(clampSeek(Number.POSITIVE_INFINITY, 60)).toBe(60);
    expect(clampSeek(Number.NEGATIVE_INFINITY, 60)).toBe(0);
  });

  it('returns 0 for a NaN time', () => {
    expect(clampSeek(Number.NaN, 60)).toBe(0);
  });

  it('returns 0 while the duration is unknown or nonsensical', () => {
    expect(clampSeek(5, Number.NaN)).toBe(0);
    expect(clampSeek(5, -1)).toBe(0);
    expect(clampSeek(5, 0)).toBe(0);
  });

  it('allows any finite time for an endless stream but never returns a non-finite one', () => {
    expect(clampSeek(5000, Number.POSITIVE_INFINITY)).toBe(5000);
    expect(clampSeek(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
