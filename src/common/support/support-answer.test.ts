import { describe, expect, it } from 'vitest';
import { regionForTimeZone } from './resources';
import { emergencyNumber, supportAnswer } from './support-answer';

describe('regionForTimeZone', () => {
  it.each([
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['Pacific/Auckland', 'NZ'],
    ['Europe/London', 'GB'],
    ['Europe/Dublin', 'IE'],
    ['America/New_York', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/Mexico_City', 'INTL'],
    ['Europe/Paris', 'INTL'],
    ['Asia/Tokyo', 'INTL'],
    ['UTC', 'INTL'],
  ])('%s → %s', (zone, region) => {
    expect(regionForTimeZone(zone)).toBe(region);
  });
});

describe('supportAnswer', () => {
  it('gives Lifeline (call and text), then 1800RESPECT and 000 in Australia', () => {
    const { resources, message } = supportAnswer('Australia/Melbourne');
    expect(message).toMatch(/talk with a person/);
    expect(resources[0]).toMatchObject({
      name: 'Lifeline',
      phone: '13 11 14',
      sms: '0477 13 11 14',
      kind: 'crisis',
    });
    expect(resources.find((r) => r.kind === 'violence')?.phone).toBe('1800 737 732');
    expect(emergencyNumber(resources)).toBe('000');
  });

  it('leads with the violence line when the danger is at home', () => {
    const { resources, message } = supportAnswer('Europe/London', 'violence');
    expect(message).toMatch(/not your fault/);
    expect(resources[0]).toMatchObject({ phone: '0808 2000 247', kind: 'violence' });
    expect(resources[1]).toMatchObject({ name: 'Samaritans', phone: '116 123' });
    expect(emergencyNumber(resources)).toBe('999');
  });

  it.each([
    ['America/Chicago', '988', '911'],
    ['America/Halifax', '988', '911'],
    ['Pacific/Auckland', '1737', '111'],
    ['Europe/Dublin', '116 123', '112'],
  ])('%s: crisis line %s, emergency %s', (zone, crisis, emergency) => {
    const { resources } = supportAnswer(zone);
    expect(resources[0]?.phone).toBe(crisis);
    expect(emergencyNumber(resources)).toBe(emergency);
  });

  it('points anywhere else to findahelpline.com and the local emergency number', () => {
    const { resources } = supportAnswer('Asia/Kolkata');
    expect(resources.map((r) => r.url)).toContain('https://findahelpline.com');
    expect(emergencyNumber(resources)).toBeNull();
  });

  it('lists the worldwide directory everywhere, for people away from home', () => {
    expect(supportAnswer('Australia/Sydney').resources.some((r) => r.kind === 'directory')).toBe(true);
  });
});
