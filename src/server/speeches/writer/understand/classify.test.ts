import { describe, expect, it } from 'vitest';
import { classifySituation } from './classify';

describe('classifySituation', () => {
  it.each([
    ['Second round of IVF starts next week after the first one failed', 'pregnancy_fertility'],
    ['Caring for my mum with dementia while working full time. I snapped at her today', 'caring_for_someone'],
    ['Day 12 without a cigarette and the cravings are awful', 'quitting_smoking'],
    ['stuck at the same weight on the bench press for months', 'fitness_goal'],
    ['im a nurse starting night shifts next week and im worried i wont cope', 'shift_work'],
    [
      'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
      'job_interview',
    ],
    ['my dad died last month and I cannot focus at work', 'grief'],
  ])('knows the kind of situation: %s', (context, kind) => {
    expect(classifySituation(context).kind).toBe(kind);
  });

  it.each([
    'renovating our kitchen ourselves and we are way behind',
    'the allotment committee wants me to run the summer fete',
    'today is a lot',
  ])('says general, rather than forcing the nearest kind, when it is not sure: %s', (context) => {
    expect(classifySituation(context).kind).toBe('general');
  });
});
