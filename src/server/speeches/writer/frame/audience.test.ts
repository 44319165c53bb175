import { describe, expect, it } from 'vitest';
import { speechContent } from '../content/load-content';
import { askedFor } from './addressee';
import { askedForGroup, audienceOf } from './audience';
import { classifySituation } from './classify';
import { buildFrame } from './frame';

const frameOf = (context: string) =>
  buildFrame({ context, tone: 'gentle', voiceStyle: 'warm', duration: 'short', firstName: 'Sam' });

describe('who words asked for are to be said to', () => {
  it.each([
    ['coach of u12 girls, league final sat. need something i can say to them in the huddle', 'team'],
    ['we lost the contract today. need something to say to my team at standup tomorrow', 'team'],
    ['i conduct a choir of 34 and we made the final. something to read to them before we sing', 'team'],
    ['my daughter (7) has her first piano recital saturday. what do i tell her', 'child'],
    ['my son starts reception tomorrow and cried at bedtime. something i can tell him at breakfast', 'child'],
    ['what do i say to my son before his first match on sat, hes 9 and keeps saying hes rubbish', 'child'],
    ['our hamster died overnight and my 6yo is inconsolable. what do i tell her', 'child'],
  ])('%s → %s', (words, audience) => {
    expect(audienceOf(words)).toBe(audience);
  });

  it('reads an ask for a group that names no listener, unless it is for the leader themselves', () => {
    expect(askedForGroup('u15 boys county cup final tmrw, need a team talk')).toBe(true);
    expect(askedForGroup('kitchen team, 2 chefs off sick, need to rally them before service')).toBe(true);
    expect(askedFor('basketball team lost by 40 last night, what do i say to them at practice')).toEqual({
      name: null,
    });
    expect(
      askedForGroup(
        'coaching my u12 team in the final sunday. want something to get ME fired up before i talk to them',
      ),
    ).toBe(false);
    expect(askedForGroup('big presentation to my team tomorrow and my voice shakes')).toBe(false);
  });

  it('reads a young child before a group the child is in', () => {
    expect(audienceOf("my son (8) didn't make the football team. what do i say to him tonight")).toBe(
      'child',
    );
    expect(audienceOf('my son (15) got dropped from the team, what do i say to him')).toBeNull();
  });

  it.each([
    'my son (16) has his first job interview saturday. what do i say to him',
    'my daughter maddie (13) didnt make the dance team. what do i tell her tonight',
    'our daughter starts her first proper job monday. want to send her something for sunday night',
    'what do i tell my mum before her hip op fri morning, shes 74',
    'my daughter has her driving test at 8:40 tmrw. something i can say to pump her up',
  ])('none for a teenager, an adult or an age not given: %s', (words) => {
    expect(audienceOf(words)).toBeNull();
  });
});

describe('the kinds written for a listener', () => {
  const listeners = Object.values(speechContent().kinds).filter((content) => content.audience);

  it('exist for a child and for a team', () => {
    expect(listeners.map((content) => content.audience).sort()).toEqual(['child', 'team']);
  });

  it('are chosen for every one of their examples, and the classifier never chooses them', () => {
    for (const content of listeners)
      for (const example of content.examples) {
        expect(frameOf(example).kind, example).toBe(content.kind);
        expect(classifySituation(example).ranked.map(({ label }) => label)).not.toContain(content.kind);
      }
  });

  it('are not chosen when the words ask nothing for the child or the team', () => {
    expect(
      frameOf('my daughter (7) has her first piano recital saturday and i am so nervous for her').kind,
    ).not.toBe('for_a_child');
    expect(frameOf('coach of u12 girls, league final sat and i cant sleep').kind).not.toBe('for_a_team');
  });
});
