// Where a person in crisis can reach a human, by region. Every number is checked against the service's
// own published material; docs/decisions/005-crisis-support.md lists the sources. The region comes from
// the browser's time zone: it is a guess, so every answer also says how to find help anywhere.

import type { supportResource } from '../api/support';
import type { Wire } from '../api/wire';

export type SupportResource = Wire<typeof supportResource>;
export type SupportRegion = SupportResource['region'];
export type ResourceKind = SupportResource['kind'];

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
    { name: 'Emergency', phone: '000', region: 'AU', kind: 'emergency' },
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
    { name: 'Emergency', phone: '111', region: 'NZ', kind: 'emergency' },
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
    { name: 'Emergency', phone: '999', region: 'GB', kind: 'emergency' },
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
    { name: 'Emergency', phone: '112', region: 'IE', kind: 'emergency' },
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
    { name: 'Emergency', phone: '911', region: 'US', kind: 'emergency' },
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
    { name: 'Emergency', phone: '911', region: 'CA', kind: 'emergency' },
  ],
  INTL: [],
};

/** A region's lines, then the worldwide directory (the time zone may be a traveller's). */
export const resourcesFor = (region: SupportRegion): readonly SupportResource[] => [
  ...BY_REGION[region],
  FIND_A_HELPLINE,
];

// IANA zones in Canada; every other America/* zone north of Mexico is the United States.
const CANADA =
  /^America\/(Toronto|Montreal|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Swift_Current|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Fort_Nelson|Yellowknife|Inuvik|Iqaluit|Rankin_Inlet|Resolute|Cambridge_Bay|Atikokan|Blanc-Sablon|Creston|Nipigon|Thunder_Bay|Rainy_River|Pangnirtung)$|^Canada\//;
const UNITED_STATES =
  /^America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Yakutat|Nome|Metlakatla|Adak|Boise|Detroit|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Indianapolis|Louisville)$|^US\/|^Pacific\/Honolulu$/;

/** Where the person probably is, from their time zone; INTL when we can't tell. */
export function regionForTimeZone(timeZone: string | null | undefined): SupportRegion {
  const zone = timeZone ?? '';
  if (/^Australia\//.test(zone) || zone === 'Antarctica/Macquarie') return 'AU';
  if (/^(Pacific\/(Auckland|Chatham)|NZ)$/.test(zone)) return 'NZ';
  if (/^Europe\/(London|Belfast|Jersey|Guernsey|Isle_of_Man)$|^GB$/.test(zone)) return 'GB';
  if (/^Europe\/Dublin$|^Eire$/.test(zone)) return 'IE';
  if (CANADA.test(zone)) return 'CA';
  if (UNITED_STATES.test(zone)) return 'US';
  return 'INTL';
}
