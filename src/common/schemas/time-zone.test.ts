import { describe, expect, it } from 'vitest';
import { timeZoneSchema } from './time-zone';

const messages = (input: unknown) => timeZoneSchema.safeParse(input).error?.issues.map((i) => i.message);

describe('timeZoneSchema', () => {
  it('takes an IANA time zone', () => {
    expect(timeZoneSchema.parse('Australia/Sydney')).toBe('Australia/Sydney');
  });

  it('answers a 65-character time zone with its length alone, not by looking it up', () => {
    expect(messages(`Europe/${'x'.repeat(58)}`)).toEqual(['timeZone must be 64 characters or fewer']);
  });

  it('names what is wrong with anything else', () => {
    expect(messages('Mars/Olympus_Mons')).toEqual([
      'timeZone must be an IANA time zone such as Australia/Sydney',
    ]);
    expect(messages(undefined)).toEqual(['timeZone is required']);
    expect(messages(3)).toEqual(['timeZone must be text']);
  });
});
