import { describe, expect, it } from 'vitest';
import { speechContent } from '../content/load-content';
import { readSubject } from './subject';

const whose = (text: string) => readSubject(text, speechContent().shared.subjects)?.subject ?? 'self';

describe('readSubject', () => {
  it('reads someone else’s situation when the words open on them', () => {
    expect(whose('my son has his gcses starting monday, he says hes fine but hes not sleeping')).toBe(
      'child',
    );
    expect(whose('my 4 year old is having his tonsils out on friday, im more scared than he is')).toBe(
      'child',
    );
    expect(whose('mums dementia is getting worse, she asked me who i was today')).toBe('parent');
    expect(whose('husband has spinal surgery monday, 6 hours')).toBe('partner');
    expect(whose('my best mate got dumped by text last night and hes in bits')).toBe('friend');
    expect(whose('my best friend told me yesterday she has stage 3 breast cancer')).toBe('friend');
    expect(whose('coach here, we lost the final 4-0 and the kids are crushed')).toBe('team');
  });

  it('reads the person’s own situation when they are in it too, or open on it themselves', () => {
    expect(whose('my boyfriend dumped me last night after 3 years')).toBe('self');
    expect(whose('my manager micromanages everything i do')).toBe('self');
    expect(whose('my husband and i havent had a proper conversation in months')).toBe('self');
    expect(whose('graduation ceremony on tuesday, my mum is flying over from ghana for it')).toBe('self');
    expect(whose('need to tell my parents im dropping out of uni')).toBe('self');
    expect(whose('single mum of 3 under 6, no time to myself')).toBe('self');
  });

  it('reads a death as whose it is, only when the one named is beside it', () => {
    const subjects = speechContent().shared.subjects;
    expect(readSubject('we lost our son at 3 days old', subjects)).toMatchObject({
      subject: 'child',
      death: true,
    });
    expect(readSubject('had to have my cat put to sleep this morning', subjects)).toMatchObject({
      subject: 'pet',
      death: true,
    });
    expect(readSubject('nans funeral is tomorrow and ive been asked to read', subjects)).toMatchObject({
      subject: 'grandparent',
      death: true,
    });
    expect(
      readSubject(
        'my first solo show opens friday, paintings of my grandmothers house that got sold after she died',
        subjects,
      ),
    ).toBeNull();
    expect(whose('my son passed his driving test today!!')).toBe('child');
    expect(readSubject('my son passed his driving test today!!', subjects)?.death).toBe(false);
  });
});
