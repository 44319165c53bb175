import { describe, expect, it } from 'vitest';
import { askedFor } from './addressee';
import { buildFrame } from './frame';

describe('words asked for someone else', () => {
  it('reads a request for words to give someone, with their name when the person gave it', () => {
    expect(
      askedFor('my daughter meera has her driving test tmrw. something i can say to pump her up?'),
    ).toEqual({
      name: 'Meera',
    });
    expect(askedFor('we lost the final today. training tues and i need to say something to them')).toEqual({
      name: null,
    });
    expect(askedFor('my daughter meera has her driving test tmrw and i cant stop worrying')).toBeNull();
  });

  it('reads "what do i say to my boss" as help with their own conversation, not a talk for the boss', () => {
    expect(askedFor('my boss wants to see me friday about my numbers, what do i say to him')).toBeNull();
    expect(
      askedFor('meeting my coach tomorrow to tell her i am quitting, what do i even say to her'),
    ).toBeNull();
    expect(askedFor('my sister has her driving test tomorrow, what can i say to her')).toEqual({
      name: null,
    });
    // A speech at their day is the person's own: "a speech for my son's bar mitzvah".
    expect(askedFor("i need a speech for my son's bar mitzvah next month")).toBeNull();
    expect(askedFor('i need a speech for my son before his bar mitzvah')).toEqual({ name: null });
    // A request for a talk is one, whoever else the words name.
    expect(askedFor('my boss retires friday, something i can say to him at the party')).toEqual({
      name: null,
    });
  });

  it('writes the talk to them: their name, and their situation as their own', () => {
    const frame = buildFrame({
      context:
        'my daughter meera has her driving test at 8:40 tmrw. failed on parallel parking last time. something i can say to pump her up in the car?',
      tone: 'energetic',
      voiceStyle: 'warm',
      duration: 'short',
      firstName: 'Arjun',
    });
    expect(frame.firstName).toBe('Meera');
    expect(frame.kind).toBe('driving_test');
    expect(frame.who).toBeNull();
    expect(frame.retold).toEqual([]);
  });

  it('takes the time from what is ahead, not from when the words will be said', () => {
    const frame = buildFrame({
      context:
        'what do i tell my daughter tonight? she starts reception tomorrow and keeps asking if the other kids will like her. shes 4',
      tone: 'gentle',
      voiceStyle: 'warm',
      duration: 'short',
      firstName: 'Emma',
    });
    expect(frame.when).toBe('tomorrow');
  });
});
