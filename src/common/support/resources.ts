// Where a person in crisis can reach a human, by region. Every number is checked against the service's
// own published material; docs/decisions/005-crisis-support.md lists the sources. The region is a guess
// (support-place.ts), so every answer also says how to find help anywhere.

import type { supportResource } from '../api/support';
import type { Wire } from '../api/wire';
import type { SupportPlace } from './support-place';

export type SupportResource = Wire<typeof supportResource>;
export type SupportRegion = SupportResource['region'];

const FIND_A_HELPLINE: SupportResource = {
  name: 'Find A Helpline (free, confidential helplines in your country)',
  url: 'https://findahelpline.com',
  region: 'INTL',
  kind: 'directory',
};

const BY_REGION: Readonly<Record<SupportRegion, readonly SupportResource[]>> = {
  AU: [
    {
      name: 'Lifeline',
      phone: '13 11 14',
      sms: '0477 13 11 14',
      url: 'https://www.lifeline.org.au',
      region: 'AU',
      kind: 'crisis',
    },
    {
      name: '1800RESPECT (violence at home)',
      phone: '1800 737 732',
      url: 'https://www.1800respect.org.au',
      region: 'AU',
      kind: 'violence',
    },
    {
      name: 'Butterfly National Helpline (eating disorders)',
      phone: '1800 33 4673',
      url: 'https://butterfly.org.au',
      region: 'AU',
      kind: 'eating',
    },
    {
      name: 'Kids Helpline (ages 5 to 25)',
      phone: '1800 55 1800',
      url: 'https://kidshelpline.com.au',
      region: 'AU',
      kind: 'child',
    },
  ],
  NZ: [
    {
      name: '1737, Need to talk?',
      phone: '1737',
      sms: '1737',
      url: 'https://1737.org.nz',
      region: 'NZ',
      kind: 'crisis',
    },
    {
      name: "Women's Refuge (violence at home)",
      phone: '0800 733 843',
      url: 'https://womensrefuge.org.nz',
      region: 'NZ',
      kind: 'violence',
    },
    {
      name: 'EDANZ (eating disorders)',
      phone: '0800 233 269',
      url: 'https://www.ed.org.nz',
      region: 'NZ',
      kind: 'eating',
    },
    {
      name: 'Youthline (young people)',
      phone: '0800 376 633',
      sms: '234',
      url: 'https://www.youthline.co.nz',
      region: 'NZ',
      kind: 'child',
    },
  ],
  GB: [
    { name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org', region: 'GB', kind: 'crisis' },
    {
      name: 'National Domestic Abuse Helpline',
      phone: '0808 2000 247',
      url: 'https://www.nationaldahelpline.org.uk',
      region: 'GB',
      kind: 'violence',
    },
    {
      name: 'Beat (eating disorders)',
      phone: '0808 801 0677',
      url: 'https://www.beateatingdisorders.org.uk',
      region: 'GB',
      kind: 'eating',
    },
    {
      name: 'Childline (under 19)',
      phone: '0800 1111',
      url: 'https://www.childline.org.uk',
      region: 'GB',
      kind: 'child',
    },
  ],
  IE: [
    {
      name: 'Samaritans',
      phone: '116 123',
      url: 'https://www.samaritans.org/ireland',
      region: 'IE',
      kind: 'crisis',
    },
    {
      name: "Women's Aid (violence at home)",
      phone: '1800 341 900',
      url: 'https://www.womensaid.ie',
      region: 'IE',
      kind: 'violence',
    },
    {
      name: 'Bodywhys (eating disorders)',
      phone: '01 210 7906',
      url: 'https://www.bodywhys.ie',
      region: 'IE',
      kind: 'eating',
    },
    {
      name: 'Childline (under 18)',
      phone: '1800 66 66 66',
      sms: '50101',
      url: 'https://www.childline.ie',
      region: 'IE',
      kind: 'child',
    },
  ],
  US: [
    {
      name: '988 Suicide & Crisis Lifeline',
      phone: '988',
      sms: '988',
      url: 'https://988lifeline.org',
      region: 'US',
      kind: 'crisis',
    },
    {
      name: 'National Domestic Violence Hotline',
      phone: '1 800 799 7233',
      url: 'https://www.thehotline.org',
      region: 'US',
      kind: 'violence',
    },
    {
      name: 'ANAD Eating Disorders Helpline',
      phone: '1 888 375 7767',
      url: 'https://anad.org/eating-disorder-helpline',
      region: 'US',
      kind: 'eating',
    },
    {
      name: 'Childhelp National Child Abuse Hotline',
      phone: '1 800 422 4453',
      url: 'https://www.childhelphotline.org',
      region: 'US',
      kind: 'child',
    },
  ],
  CA: [
    {
      name: '9-8-8 Suicide Crisis Helpline',
      phone: '988',
      sms: '988',
      url: 'https://988.ca',
      region: 'CA',
      kind: 'crisis',
    },
    {
      name: 'ShelterSafe (violence at home: shelters near you)',
      url: 'https://www.sheltersafe.ca',
      region: 'CA',
      kind: 'violence',
    },
    {
      name: 'NEDIC (eating disorders)',
      phone: '1 866 633 4220',
      url: 'https://nedic.ca',
      region: 'CA',
      kind: 'eating',
    },
    {
      name: 'Kids Help Phone (young people)',
      phone: '1 800 668 6868',
      sms: '686868',
      url: 'https://kidshelpphone.ca',
      region: 'CA',
      kind: 'child',
    },
  ],
  INTL: [
    {
      name: 'Child Helpline International (lines for young people in your country)',
      url: 'https://childhelplineinternational.org/helplines/',
      region: 'INTL',
      kind: 'child',
    },
  ],
};

function emergencyLine({ region, emergency, emergencyCountry }: SupportPlace): SupportResource {
  const name = emergencyCountry
    ? 'Emergency'
    : `Emergency (from a mobile phone, ${emergency} works in most countries)`;
  return { name, phone: emergency, region, kind: 'emergency' };
}

/** The place's lines, its emergency number, then the worldwide directory (the place may be a guess). */
export const resourcesFor = (place: SupportPlace): readonly SupportResource[] => [
  ...BY_REGION[place.region],
  emergencyLine(place),
  FIND_A_HELPLINE,
];
