import { describe, expect, it } from 'vitest';
import { emergencyNumber, type SupportFocus, supportAnswer, supportNote } from './support-answer';
import { supportPlace } from './support-place';

describe('the region from the time zone alone', () => {
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
    expect(supportPlace({ timeZone: zone }).region).toBe(region);
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

  it("points anywhere else to findahelpline.com and the time zone's emergency number", () => {
    const { resources } = supportAnswer('Asia/Kolkata');
    expect(resources.map((r) => r.url)).toContain('https://findahelpline.com');
    expect(emergencyNumber(resources)).toBe('112');
    expect(emergencyNumber(supportAnswer('America/Mexico_City').resources)).toBe('911');
  });

  it("gives the number mobile phones know where the time zone's country has none of its own", () => {
    const { resources } = supportAnswer('Asia/Tokyo');
    expect(resources.find((r) => r.kind === 'emergency')).toMatchObject({
      phone: '112',
      name: 'Emergency (from a mobile phone, 112 works in most countries)',
    });
  });

  it('says what the crisis is about, so a screen can rank another country the same way', () => {
    expect(supportAnswer('Europe/London', 'violence').focus).toBe('violence');
    expect(supportNote('Europe/London').focus).toBe('self');
  });

  it('lists the worldwide directory everywhere, for people away from home', () => {
    expect(supportAnswer('Australia/Sydney').resources.some((r) => r.kind === 'directory')).toBe(true);
  });
});

describe('the line that fits each kind, in every region we know and elsewhere', () => {
  const ZONES = {
    AU: 'Australia/Sydney',
    US: 'America/New_York',
    GB: 'Europe/London',
    CA: 'America/Toronto',
    NZ: 'Pacific/Auckland',
    IE: 'Europe/Dublin',
    INTL: 'Asia/Tokyo',
  } as const;
  const EXPECTED = {
    self: { AU: '13 11 14', US: '988', GB: '116 123', CA: '988', NZ: '1737', IE: '116 123', INTL: undefined },
    violence: {
      AU: '1800 737 732',
      US: '1 800 799 7233',
      GB: '0808 2000 247',
      CA: '988',
      NZ: '0800 733 843',
      IE: '1800 341 900',
      INTL: undefined,
    },
    eating: {
      AU: '1800 33 4673',
      US: '1 888 375 7767',
      GB: '0808 801 0677',
      CA: '1 866 633 4220',
      NZ: '0800 233 269',
      IE: '01 210 7906',
      INTL: undefined,
    },
    child: {
      AU: '1800 55 1800',
      US: '1 800 422 4453',
      GB: '0800 1111',
      CA: '1 800 668 6868',
      NZ: '0800 376 633',
      IE: '1800 66 66 66',
      INTL: undefined,
    },
    others: {
      AU: '13 11 14',
      US: '988',
      GB: '116 123',
      CA: '988',
      NZ: '1737',
      IE: '116 123',
      INTL: undefined,
    },
  } as const;

  for (const [focus, byRegion] of Object.entries(EXPECTED)) {
    it.each(Object.entries(byRegion))(`${focus}: %s leads with %s`, (region, phone) => {
      const { resources } = supportAnswer(ZONES[region as keyof typeof ZONES], focus as SupportFocus);
      expect(resources[0]?.phone).toBe(phone);
      // Everywhere: an emergency number to tap, and the worldwide directory.
      expect(resources.some((r) => r.kind === 'directory')).toBe(true);
      expect(emergencyNumber(resources)).toMatch(/^\d+$/);
    });
  }

  it('points a young person anywhere else to the child helplines directory', () => {
    const { resources } = supportAnswer('Europe/Paris', 'child');
    expect(resources[0]).toMatchObject({
      kind: 'child',
      url: 'https://childhelplineinternational.org/helplines/',
    });
  });

  it('points violence at home in Canada to ShelterSafe, after the crisis line', () => {
    const { resources } = supportAnswer('America/Toronto', 'violence');
    expect(resources[1]).toMatchObject({ url: 'https://www.sheltersafe.ca', kind: 'violence' });
  });

  it('writes the message in the language where a translation exists, English otherwise', () => {
    expect(supportAnswer('Europe/Paris', 'self', 'fr').message).toMatch(/^On dirait/);
    expect(supportAnswer('Europe/Paris', 'eating', 'fr').message).toMatch(/^What you're going through/);
    expect(supportNote('Europe/London').message).toBe(
      "If things feel heavier than a hard day, you don't have to carry it alone.",
    );
  });
});
