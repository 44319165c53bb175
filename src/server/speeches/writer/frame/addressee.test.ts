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
