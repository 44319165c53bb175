// The one number that reaches police, fire and ambulance, in the countries that have one; sources in
// docs/decisions/005-crisis-support.md. Countries with a number for each service are left out rather
// than guessed at: they get the number every mobile phone knows (below).

/** The European Union's single emergency number, answered in every member state. */
const EU = '112';

export const EMERGENCY_NUMBERS: Readonly<Record<string, string>> = {
  AU: '000',
  NZ: '111',
  GB: '999',
  JE: '999',
  GG: '999',
  IM: '999',
  IE: '112',
  US: '911',
  CA: '911',
  MX: '911',
  PH: '911',
  HK: '999',
  MY: '999',
  IN: '112',
  AT: EU,
  BE: EU,
  BG: EU,
  HR: EU,
  CY: EU,
  CZ: EU,
  DK: EU,
  EE: EU,
  FI: EU,
  FR: EU,
  DE: EU,
  GR: EU,
  HU: EU,
  IT: EU,
  LV: EU,
  LT: EU,
  LU: EU,
  MT: EU,
  NL: EU,
  PL: EU,
  PT: EU,
  RO: EU,
  SK: EU,
  SI: EU,
  ES: EU,
  SE: EU,
};

/**
 * Where we can't tell the country: mobile phones treat 112 as an emergency call (it is in the GSM
 * standard), and most networks put it through to the local emergency service.
 */
export const MOBILE_EMERGENCY_NUMBER = '112';
