import { describe, expect, it } from 'vitest';
import { estimateSentenceTimings } from '../../../../common/audio-timings';
import { planSeek, WHOLE_AUDIO } from './seek-plan';

// Ten sentences of ten words: about 4.3 s each at the speaking rate.
const timings = estimateSentenceTimings(
  Array.from({ length: 10 }, (_, i) => `Sentence ${i} has exactly ten words in it, no more.`),
  1,
);
const startOf = (index: number) => timings[index]?.start ?? Number.NaN;
const streaming = { holds: false, stored: false, timings };

describe('planSeek', () => {
  it('seeks in place within what the element holds, or by range in stored audio', () => {
    expect(planSeek(5, { ...streaming, playing: WHOLE_AUDIO, holds: true })).toEqual({ kind: 'seek' });
    const ranged = { ...WHOLE_AUDIO, ranged: true };
    expect(planSeek(40, { ...streaming, playing: ranged, stored: true })).toEqual({ kind: 'seek' });
  });

  it('asks for the rest of the speech from the sentence at a time not arrived yet', () => {
    expect(planSeek(startOf(6) + 1, { ...streaming, playing: WHOLE_AUDIO })).toEqual({
      kind: 'switch',
      part: { from: 6, offset: startOf(6), ranged: false },
      at: null,
    });
  });

  it('goes back to the whole audio before the part playing, or by range once it is stored', () => {
    const part = { from: 6, offset: startOf(6), ranged: false };
    expect(planSeek(1, { ...streaming, playing: part })).toEqual({
      kind: 'switch',
      part: WHOLE_AUDIO,
      at: null,
    });
    // Stored while a stream of it played (that answer had no ranges): asked for again, by range.
    for (const playing of [part, WHOLE_AUDIO]) {
      expect(planSeek(12.5, { ...streaming, playing, stored: true })).toEqual({
        kind: 'switch',
        part: { ...WHOLE_AUDIO, ranged: true },
        at: 12.5,
      });
    }
  });

  it('stays with a part whose first sentence is the one sought and has not arrived', () => {
    const part = { from: 6, offset: startOf(6), ranged: false };
    expect(planSeek(part.offset + 2, { ...streaming, playing: part })).toEqual({ kind: 'stay' });
  });
});
