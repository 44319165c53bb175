import { describe, expect, it } from 'vitest';
import { countryForLocale, countryForTimeZone, supportPlace } from './support-place';

describe('countryForTimeZone', () => {
  it.each([
    ['Europe/London', 'GB'],
    ['Europe/Jersey', 'JE'],
    ['Asia/Calcutta', 'IN'], // the name Chromium still reports
    ['Asia/Kolkata', 'IN'],
    ['US/Eastern', 'US'],
    ['Europe/Paris', 'FR'],
    ['UTC', null],
    ['Asia/Tokyo', null],
    [undefined, null],
  ])('%s → %s', (zone, country) => {
    expect(countryForTimeZone(zone)).toBe(country);
  });
});

describe('countryForLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['en-US', 'US'],
    ['fr', null],
    ['es-419', null],
    ['not a tag', null],
    [null, null],
  ])('%s → %s', (locale, country) => {
    expect(countryForLocale(locale)).toBe(country);
  });
});

describe('supportPlace', () => {
  it("takes the time zone's country first", () => {
    expect(supportPlace({ timeZone: 'Australia/Sydney', locale: 'en-US', lastKnown: 'GB' })).toEqual({
      region: 'AU',
      from: 'timeZone',
      emergency: '000',
      emergencyCountry: 'AU',
    });
  });

  it("falls back to the language's country in a zone that names none (UTC)", () => {
    expect(supportPlace({ timeZone: 'UTC', locale: 'en-GB' })).toMatchObject({
      region: 'GB',
      from: 'language',
      emergency: '999',
    });
    expect(supportPlace({ timeZone: 'UTC', locale: 'en-US' })).toMatchObject({
      region: 'US',
      emergency: '911',
    });
  });

  it('then to the last place found on this device', () => {
    expect(supportPlace({ timeZone: 'UTC', locale: 'en', lastKnown: 'NZ' })).toMatchObject({
      region: 'NZ',
      from: 'lastKnown',
      emergency: '111',
    });
  });

  it('gives a traveller the lines of home and the emergency number of where they are', () => {
    expect(supportPlace({ timeZone: 'Europe/Paris', locale: 'en-GB' })).toEqual({
      region: 'GB',
      from: 'language',
      emergency: '112',
      emergencyCountry: 'FR',
    });
  });

  it('with no country we have lines for, gives the directories and a number to call', () => {
    expect(supportPlace({ timeZone: 'Europe/Berlin', locale: 'de-DE' })).toEqual({
      region: 'INTL',
      from: 'none',
      emergency: '112',
      emergencyCountry: 'DE',
    });
    expect(supportPlace({ timeZone: 'Asia/Tokyo', locale: 'ja' })).toEqual({
      region: 'INTL',
      from: 'none',
      emergency: '112',
      emergencyCountry: null,
    });
  });

  it("follows the person's choice over every guess", () => {
    expect(supportPlace({ chosen: 'IE', timeZone: 'Europe/London', locale: 'en-GB' })).toMatchObject({
      region: 'IE',
      from: 'chosen',
      emergency: '112',
    });
    // 'Another country': no lines, and none of the countries we have lines for gives the number.
    expect(supportPlace({ chosen: 'INTL', timeZone: 'Europe/London', locale: 'fr-FR' })).toMatchObject({
      region: 'INTL',
      emergency: '112',
      emergencyCountry: 'FR',
    });
    expect(supportPlace({ chosen: 'INTL', timeZone: 'America/Chicago' })).toMatchObject({
      emergencyCountry: null,
    });
  });
});
