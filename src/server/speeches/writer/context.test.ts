import { describe, expect, it } from 'vitest';
import { analyseContext } from './context';
import { extractKeyPhrase } from './key-phrase';
import { toSecondPerson } from './second-person';
import { detectTheme } from './theme-detection';
import { FALLBACK_KEYS } from './themes';
import { extractTime } from './time-phrase';
import { extractWorry } from './worry';

describe('analyseContext on contexts written the way people write', () => {
  it.each([
    [
      'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
      'job_interview',
      'your interview at the bank',
      'on Monday',
      'you freeze when they ask about weaknesses',
    ],
    [
      'first marathon in 3 weeks and my knee hurts',
      'fitness',
      'your first marathon',
      'in three weeks',
      'your knee hurts',
    ],
    [
      "my dad passed away last month and I can't focus at work",
      'setbacks',
      'losing your dad',
      null,
      "you can't focus at work",
    ],
    [
      'pitching my startup to investors on Friday',
      'presentation',
      'your pitch to investors',
      'on Friday',
      null,
    ],
    [
      'I keep failing my driving test',
      'exams',
      'your driving test',
      null,
      'you keep failing your driving test',
    ],
  ])('%s', (context, theme, key, time, worry) => {
    const analysis = analyseContext(context);
    expect(analysis.theme).toBe(theme);
    expect(analysis.key.phrase).toBe(key);
    expect(analysis.key.fromContext).toBe(true);
    expect(analysis.time).toBe(time);
    expect(analysis.worry).toBe(worry);
  });

  it('marks a death as bereavement so the speech draws on grief-safe lines', () => {
    expect(analyseContext("my dad passed away last month and I can't focus at work").bereavement).toBe(true);
    expect(analyseContext('I got rejected from my dream school').bereavement).toBe(false);
  });

  it.each([
    [
      "Big presentation to the board tomorrow morning, I always rush when I'm nervous",
      'presentation',
      'your big presentation to the board',
    ],
    ["I'm starting chemo next week and I'm scared", 'health', 'your chemo'],
    ['I want to finish my novel this year but I never find the time', 'creative', 'finishing your novel'],
    ["Finals start next week and I haven't studied enough", 'exams', 'your finals'],
    ['I need to talk to my mom about moving out', 'relationships', 'the conversation with your mom'],
    ['I want to be more confident at work', 'personal_growth', 'being more confident at work'],
    ['going for a promotion to team lead', 'career', 'the promotion to team lead'],
    ['I got rejected from my dream school', 'setbacks', 'the rejection from your dream school'],
    [
      'Interview with Google next Tuesday for a product manager role',
      'job_interview',
      'your interview with Google',
    ],
    ["My sister's wedding is on Saturday", 'relationships', "your sister's wedding"],
    [
      'trying to stop procrastinating and get my life together',
      'personal_growth',
      'breaking the habit of procrastinating',
    ],
    ['my first gallery show opens in two weeks', 'creative', 'your first gallery show'],
    ['I got laid off yesterday and I feel like a failure', 'setbacks', 'losing your job'],
    ['my girlfriend broke up with me and I cannot sleep', 'setbacks', 'the breakup'],
    ['want to lose 20 pounds before summer', 'fitness', 'losing 20 pounds'],
    ['Auditioning for the orchestra on Thursday', 'creative', 'your audition for the orchestra'],
    [
      'presenting my research at a conference next month',
      'presentation',
      'your presentation at the conference',
    ],
    [
      'I have a panel interview for a nursing job in two weeks',
      'job_interview',
      'your panel interview for the nursing job',
    ],
    ['Opening my bakery next month and I am scared nobody will come', 'career', 'opening your bakery'],
    [
      'I failed my first year of university and have to retake it',
      'setbacks',
      'failing your first year of university',
    ],
  ])('%s → %s, %s', (context, theme, key) => {
    const analysis = analyseContext(context);
    expect(analysis.theme).toBe(theme);
    expect(analysis.key.phrase).toBe(key);
  });

  it('falls back to a theme-generic phrase instead of echoing a vague context', () => {
    const stuck = analyseContext('feeling stuck and unmotivated lately');
    expect(stuck.key).toEqual({ ...FALLBACK_KEYS.personal_growth, fromContext: false });
    const vague = analyseContext('I just need some motivation to get through this week');
    expect(vague.theme).toBe('general');
    expect(vague.key.phrase).toBe('what is in front of you');
  });

  it('never returns the context itself, braces or broken fragments as the key phrase', () => {
    const contexts = [
      'so basically my boss {name} keeps yelling at me and idk what to do anymore lol',
      'INTERVIEW TOMORROW!!! help',
      'i have a interview at 9am',
      'talk to the board next month',
      'a presentation',
    ];
    for (const context of contexts) {
      const { key } = analyseContext(context);
      expect(key.phrase).not.toBe(context);
      expect(key.phrase).toMatch(/^[\p{L}\p{N}' -]+$/u);
      expect(key.phrase.split(' ').length).toBeLessThanOrEqual(9);
    }
    expect(analyseContext('INTERVIEW TOMORROW!!! help').key.phrase).toBe('your interview');
    expect(analyseContext('i have a interview at 9am').key.phrase).toBe('your interview');
  });
});

describe('detectTheme', () => {
  it('lets the situation outrank the setting', () => {
    expect(detectTheme('job interview at a startup office').theme).toBe('job_interview');
    expect(detectTheme('my mum died and work wants me back on Monday').theme).toBe('setbacks');
  });

  it('says general when nothing stands out', () => {
    expect(detectTheme('today is a lot').theme).toBe('general');
  });
});

describe('extractTime', () => {
  it.each([
    ['exam tomorrow', 'tomorrow'],
    ['the race is tomorrow morning', 'tomorrow morning'],
    ['gig tonight', 'tonight'],
    ['this Friday is the big day', 'this Friday'],
    ['next week is the launch', 'next week'],
    ['in 3 weeks', 'in three weeks'],
    ['in a week', 'in a week'],
    ['in 18 months', 'in 18 months'],
    ['speech on March 3rd', 'on March 3'],
  ])('%s → %s', (text, time) => {
    expect(extractTime(text)).toBe(time);
  });

  it('ignores times that describe the past', () => {
    expect(extractTime('my dad passed away last month')).toBeNull();
    expect(extractTime('I failed it two weeks ago')).toBeNull();
    expect(extractTime('I failed my test on Monday')).toBeNull();
    expect(extractTime('I failed my test on Monday, the retake is next week')).toBe('next week');
  });
});

describe('extractWorry', () => {
  it('rewrites the worry in the second person', () => {
    expect(extractWorry("I'm scared I'll forget everything")).toBe("you're scared you'll forget everything");
    expect(extractWorry('I always rush when I am nervous')).toBe('you always rush when you are nervous');
  });

  it('does not mistake excitement for worry', () => {
    expect(extractWorry("I can't wait for my first gig")).toBeNull();
    expect(extractWorry('I feel ready for this')).toBeNull();
  });
});

describe('toSecondPerson', () => {
  it('turns the speaker into the listener', () => {
    expect(toSecondPerson("I am worried my boss thinks I'm slow")).toBe(
      "you are worried your boss thinks you're slow",
    );
    expect(toSecondPerson('our team and me')).toBe('your team and you');
  });
});

describe('extractKeyPhrase', () => {
  it('uses the grief fallback when a death is mentioned without a clear relation', () => {
    expect(extractKeyPhrase('the funeral is on Friday', 'setbacks', true).phrase).toBe('your loss');
  });
});
