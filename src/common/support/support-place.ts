import { EMERGENCY_NUMBERS, MOBILE_EMERGENCY_NUMBER } from './emergency-numbers';
import type { SupportRegion } from './resources';
import { TIME_ZONES_BY_COUNTRY } from './time-zone-countries';

/** What hints at where a person is, strongest first once they have chosen. */
export type PlaceHints = {
  /** The country the person picked on the support screen ('INTL': none of those we have lines for). */
  chosen?: SupportRegion | null | undefined;
  /** The browser's IANA time zone. */
  timeZone?: string | null | undefined;
  /** The browser's language tag (navigator.language), whose region may name a country: en-GB. */
  locale?: string | null | undefined;
  /** The region the support screen last found on this device. */
  lastKnown?: SupportRegion | null | undefined;
};

type PlaceSource = 'chosen' | 'timeZone' | 'language' | 'lastKnown' | 'none';

export type SupportPlace = {
  /** Whose lines to show; INTL has only the worldwide directories. */
  region: SupportRegion;
  from: PlaceSource;
  /** The number for danger right now. */
  emergency: string;
  /** The country that number is for; null when it is the number mobile phones know everywhere. */
  emergencyCountry: string | null;
};

const COUNTRY_OF_ZONE: ReadonlyMap<string, string> = new Map(
  Object.entries(TIME_ZONES_BY_COUNTRY).flatMap(([country, zones]) => zones.map((zone) => [zone, country])),
);

/** The countries whose people our lines serve: each its own, and the UK's for the Crown Dependencies. */
const LINES_OF: Readonly<Record<string, Exclude<SupportRegion, 'INTL'>>> = {
  AU: 'AU',
  NZ: 'NZ',
  GB: 'GB',
  JE: 'GB',
  GG: 'GB',
  IM: 'GB',
  IE: 'IE',
  US: 'US',
  CA: 'CA',
};

export function countryForTimeZone(timeZone: string | null | undefined): string | null {
  return (timeZone && COUNTRY_OF_ZONE.get(timeZone)) || null;
}

/** en-GB → GB; a language alone (en) or a wider area (es-419) names no country. */
export function countryForLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  try {
    const region = new Intl.Locale(locale).region;
    return region && /^[A-Z]{2}$/.test(region) ? region : null;
  } catch {
    return null;
  }
}

const hasNumber = (country: string | null | undefined): country is string =>
  Boolean(country && EMERGENCY_NUMBERS[country]);

/**
 * Where to send a person for help: the country they chose; otherwise the first of the time zone's
 * country, the language's country and the last place found here that we have lines for; otherwise the
 * worldwide directories. The emergency number follows the time zone where it can (a traveller dials
 * the number where they are), then the lines' country, then the language's; failing all, 112.
 */
export function supportPlace({ chosen, timeZone, locale, lastKnown }: PlaceHints): SupportPlace {
  const zoneCountry = countryForTimeZone(timeZone);
  const languageCountry = countryForLocale(locale);
  if (chosen) {
    // 'Another country' rules out the countries we have lines for.
    const emergencyCountry =
      chosen === 'INTL'
        ? [zoneCountry, languageCountry].find((country) => hasNumber(country) && !LINES_OF[country])
        : chosen;
    return withEmergency(chosen, 'chosen', emergencyCountry);
  }
  const hints: [Exclude<PlaceSource, 'chosen' | 'none'>, string | null | undefined][] = [
    ['timeZone', zoneCountry],
    ['language', languageCountry],
    ['lastKnown', lastKnown],
  ];
  for (const [from, country] of hints) {
    const region = country ? LINES_OF[country] : undefined;
    if (region) return withEmergency(region, from, [zoneCountry, region].find(hasNumber));
  }
  return withEmergency('INTL', 'none', [zoneCountry, languageCountry].find(hasNumber));
}

function withEmergency(
  region: SupportRegion,
  from: PlaceSource,
  country: string | null | undefined,
): SupportPlace {
  const number = country ? EMERGENCY_NUMBERS[country] : undefined;
  return number
    ? { region, from, emergency: number, emergencyCountry: country ?? null }
    : { region, from, emergency: MOBILE_EMERGENCY_NUMBER, emergencyCountry: null };
}
