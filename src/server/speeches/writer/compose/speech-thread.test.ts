import { describe, expect, it } from 'vitest';
import { splitSentences } from '../quality';
import { composeSpeech } from './compose-speech';

const speech = (context: string, duration: 'short' | 'medium' | 'long' | 'extended' = 'medium', seed = 3) =>
  composeSpeech({ context, tone: 'encouraging', voiceStyle: 'warm', duration, seed }, undefined, {
    onLeak: 'throw',
  });

// The situations a new user brought that the old writer missed or misread.
describe('a speech on one thread, for the situation the person described', () => {
  it('speaks to a new parent, not to a job loss', () => {
    const { text } = speech(
      "New mum with a six-week-old baby, exhausted and feeling like I'm failing at everything",
    );
    expect(text).toMatch(/new mum with a six-week-old baby/);
    expect(text).toMatch(/baby/i);
    expect(text).not.toMatch(/\b(grieve|losing your job|cv|interview)\b/i);
  });

  it('speaks to a second round of IVF, not to a job search', () => {
    const { text } = speech('Second round of IVF starts next week after the first one failed');
    expect(text).toMatch(/second round of IVF/);
    expect(text).not.toMatch(/\b(cv|network|interview|training|slides)\b/i);
  });

  it('says back caring for a mum with dementia, and the snapping', () => {
    const { text } = speech(
      'Caring for my mum with dementia while working full time. I snapped at her today',
    );
    expect(text).toMatch(/your mum with dementia/);
    expect(text).toMatch(/snapped at her/);
  });

  it('says back the specific thing: a day count, a plateau', () => {
    expect(speech('Day 12 without a cigarette and the cravings are awful').text).toMatch(
      /day 12 without a cigarette/i,
    );
    expect(speech('stuck at the same weight on the bench press for months').text).toMatch(/bench press/);
  });

  it('gives night-shift steps to a nurse starting nights, not training advice', () => {
    const { sentences } = speech(
      'im a nurse starting night shifts next week and im worried i wont cope',
      'long',
    );
    const steps = sentences
      .filter((s) => s.section === 'action')
      .map((s) => s.text)
      .join(' ');
    expect(steps).toMatch(/\b(sleep|handover|shift)/i);
    expect(steps).not.toMatch(/\b(workout|reps|training plan|race)\b/i);
  });

  it('never breaks a slot with the grief it is given', () => {
    for (const context of ["Hard week after my dad's funeral", 'I lost my father in September']) {
      for (const duration of ['short', 'medium', 'long'] as const) {
        const { text } = speech(context, duration);
        expect(text).not.toMatch(/\b(losing|after) your (has|is|are)\b|\byour (has|is)\b/);
      }
    }
  });

  it('works through the weakness question in a long speech: how to answer it', () => {
    const { sentences } = speech('Interview on Monday and I freeze when they ask about weaknesses', 'long');
    const steps = sentences
      .filter((s) => s.section === 'action')
      .map((s) => s.text)
      .join(' ');
    expect(steps).toMatch(/weakness/i);
  });

  it('tells at most one story per 400 words, each about the same kind of situation', () => {
    for (const seed of [1, 2, 3]) {
      const long = speech(
        'Best man speech at my brother’s wedding in June, terrified of going blank',
        'extended',
        seed,
      );
      const stories = new Set(long.sentences.filter((s) => s.section === 'story').map((s) => s.entryId));
      expect(stories.size).toBeLessThanOrEqual(long.wordCount / 400);
      for (const id of stories) expect(id).toMatch(new RegExp(`^pack\\.${long.shaping.kind}\\.stories`));
    }
  });

  it('asserts no situation the person did not describe when it cannot place it', () => {
    const long = speech('renovating our kitchen ourselves and we are way behind, everything is dust', 'long');
    expect(long.shaping.kind).toBe('general');
    expect(long.sentences.filter((s) => s.entryId?.startsWith('pack.'))).toEqual([]);
    expect(long.text).toMatch(/renovating your kitchen/);
    expect(splitSentences(long.text).length).toBeGreaterThan(80);
  });
});
