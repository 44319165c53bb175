import { describe, expect, it } from 'vitest';
import { isUnsafeToSay } from '../../../safety/harm-check';
import { MISREADS } from '../eval/misreads';
import { saysPhrase } from '../quality';
import { aheadLines } from '../thread/ahead';
import { steadyLines } from '../thread/steady';
import { steadyDeeperLines } from '../thread/steady-deeper';
import { PACKS } from '.';
import { SITUATION_KINDS } from './kinds';
import { SHARED_STEPS } from './shared-steps';
import { GENERAL_STEPS } from './shared-steps-general';
import type { SituationPack } from './types';

/** Every line a pack can put in a speech. */
function spoken(pack: SituationPack): string[] {
  return [
    ...pack.acknowledge,
    ...pack.reframes,
    ...pack.rehearsal,
    ...pack.setbacks,
    ...pack.stories,
    ...pack.closings,
    ...pack.steps.flatMap((step) => step.lines),
    ...pack.worries.flatMap((worry) => [...worry.reframes, ...worry.steps.flatMap((step) => step.lines)]),
  ];
}

const threadLines = [aheadLines, steadyLines, steadyDeeperLines].flatMap((thread) =>
  Object.values(thread).flatMap((section) => Object.values(section).flat() as string[]),
);

describe('the situation packs', () => {
  it('cover every kind but general, each with enough of its own to fill a long speech on one thread', () => {
    expect(Object.keys(PACKS).sort()).toEqual(SITUATION_KINDS.filter((kind) => kind !== 'general').sort());
    for (const pack of Object.values(PACKS)) {
      expect(pack.steps.length, pack.kind).toBeGreaterThanOrEqual(8);
      expect(pack.worries.length, pack.kind).toBeGreaterThanOrEqual(3);
      expect(pack.stories.length, pack.kind).toBeGreaterThanOrEqual(3);
      expect(pack.examples.length, pack.kind).toBeGreaterThanOrEqual(15);
      for (const step of pack.steps) expect(step.lines.length, pack.kind).toBeGreaterThanOrEqual(2);
      for (const worry of pack.worries) expect(worry.cues.length, pack.kind).toBeGreaterThan(0);
    }
  });

  it('never say anything that belongs to another kind of situation (a misread)', () => {
    const found = Object.values(PACKS).flatMap((pack) =>
      spoken(pack).flatMap((line) =>
        MISREADS[pack.kind]
          .filter((phrase) => saysPhrase(line, phrase))
          .map((phrase) => `${pack.kind}: ${phrase} in "${line}"`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('are plain prose: no slots, no exclamation marks', () => {
    for (const pack of Object.values(PACKS)) {
      for (const line of spoken(pack)) expect(line, pack.kind).not.toMatch(/[{}!]/);
    }
  });

  it('tag every shared step with the kinds it fits, and have steps for anything at all', () => {
    for (const step of [...SHARED_STEPS, ...GENERAL_STEPS]) {
      for (const kind of step.fits) expect(SITUATION_KINDS).toContain(kind);
      const found = step.fits.flatMap((kind) =>
        step.lines.flatMap((line) => MISREADS[kind].filter((phrase) => saysPhrase(line, phrase))),
      );
      expect(found, step.lines[0]).toEqual([]);
    }
    expect(
      [...SHARED_STEPS, ...GENERAL_STEPS].filter((step) => step.fits.includes('general')).length,
    ).toBeGreaterThanOrEqual(40);
  });
});

describe('the thread lines', () => {
  it('name no situation at all: nothing any kind would count as a misread', () => {
    const every = [...new Set(Object.values(MISREADS).flat())];
    const found = threadLines.flatMap((line) =>
      every.filter((phrase) => saysPhrase(line, phrase)).map((p) => `${p}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('carry tone in words: no exclamation marks', () => {
    for (const line of threadLines) expect(line).not.toContain('!');
  });
});

describe('everything the writer can say', () => {
  it('passes the same safety check as an LLM’s speech', () => {
    const lines = [
      ...threadLines,
      ...Object.values(PACKS).flatMap(spoken),
      ...SHARED_STEPS.flatMap((s) => s.lines),
    ];
    expect(lines.filter((line) => isUnsafeToSay(line))).toEqual([]);
  });
});
