import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CASES } from '../eval/development';
import { analyse } from '../shaping';
import { EMPTY_PROFILE } from '../types';
import { slotValues } from './compose-speech';
import { fillTemplate, slotProblems } from './fill';
import { slotTemplates } from './materials';

describe('slot filling', () => {
  it('catches what a bad value breaks at the join', () => {
    expect(slotProblems('situation', 'after everything ', 'losing your', ' has asked of you.')).toEqual([
      'dangling "your"',
      'slot as subject',
    ]);
    expect(slotProblems('situation', 'Let us talk about the ', 'your interview', '.')).toEqual([
      'two determiners',
    ]);
    expect(slotProblems('time', 'Remember this ', 'this year', ':')).toEqual(['doubled word']);
    expect(slotProblems('told', 'You told me ', 'this plateau is doing your head in', '.')).toEqual([]);
  });

  it('says nothing when a slot has no value', () => {
    expect(
      fillTemplate('You said {worry}.', {
        situation: 'x',
        worry: null,
        time: null,
        goal: null,
        told: null,
        about: null,
      }),
    ).toBeNull();
  });

  it('fills every slotted line with every development case’s own words without breaking the grammar', () => {
    const templates = slotTemplates();
    expect(templates.length).toBeGreaterThan(200);
    const broken: string[] = [];
    for (const evalCase of DEVELOPMENT_CASES) {
      const request = {
        context: evalCase.context,
        tone: 'gentle',
        voiceStyle: 'warm',
        duration: 'short',
      } as const;
      const analysis = analyse({ ...request, goalTitle: evalCase.goalTitle ?? null }, EMPTY_PROFILE);
      const values = slotValues(analysis.shaping, analysis);
      for (const template of templates) {
        const filled = fillTemplate(template, values);
        if (filled && filled.problems.length > 0)
          broken.push(`${filled.problems.join(', ')}: ${filled.text}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
