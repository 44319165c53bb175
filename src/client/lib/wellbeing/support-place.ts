import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LINE_REGIONS, type LineRegion } from '../../../common/support/line-regions';
import type { SupportRegion } from '../../../common/support/resources';
import { type SupportPlace, supportPlace } from '../../../common/support/support-place';
import { type AuthUser, useAuth } from '../account/auth';
import { api } from '../api/api-client';
import { browserTimeZone } from './time-zone';

// Where the support lines are for, as this browser sees it. The person's choice of country and the last
// country found from the time zone or language are remembered on this device (localStorage; signing out
// clears them with the rest of the browser's storage), and on the account (its country code only), so a
// new device that gives no clue still shows the lines last shown to that person.

const CHOSEN_KEY = 'uplift:support-country';
const LAST_KNOWN_KEY = 'uplift:support-last-known';

function read(key: string, allowed: readonly SupportRegion[]): SupportRegion | null {
  try {
    const stored = localStorage.getItem(key);
    return allowed.find((region) => region === stored) ?? null;
  } catch {
    return null; // storage disabled
  }
}

function write(key: string, region: SupportRegion): void {
  try {
    localStorage.setItem(key, region);
  } catch {
    // Storage can be disabled (private modes): the choice lasts for this page only.
  }
}

/** The place for this browser, and a way for the person to say which country they are in. */
export function useSupportPlace(): {
  place: SupportPlace;
  choose: (region: SupportRegion) => void;
} {
  const [chosen, setChosen] = useState(() => read(CHOSEN_KEY, [...LINE_REGIONS, 'INTL']));
  const { user } = useAuth();
  const accountRegion = user?.supportRegion ?? null;
  const place = useMemo(
    () =>
      supportPlace({
        chosen,
        timeZone: browserTimeZone(),
        locale: typeof navigator === 'undefined' ? null : navigator.language,
        lastKnown: read(LAST_KNOWN_KEY, LINE_REGIONS) ?? accountRegion,
      }),
    [chosen, accountRegion],
  );
  useEffect(() => {
    if (place.from === 'timeZone' || place.from === 'language') write(LAST_KNOWN_KEY, place.region);
  }, [place]);
  useRememberOnAccount(user, place);
  return {
    place,
    choose: (region) => {
      write(CHOSEN_KEY, region);
      setChosen(region);
    },
  };
}

/** Keeps the country the lines were found or chosen for on the signed-in account, when it changes. */
function useRememberOnAccount(user: AuthUser | null, place: SupportPlace): void {
  const queryClient = useQueryClient();
  const region: LineRegion | null =
    place.from !== 'lastKnown' && place.region !== 'INTL' ? place.region : null;
  const stored = user?.supportRegion ?? null;
  const signedIn = user !== null && !user.isDemo;
  useEffect(() => {
    if (!signedIn || region === null || region === stored) return;
    api.PUT('/api/auth/support-region', { body: { region } }).then(
      () =>
        queryClient.setQueryData<AuthUser | null>(['/api/auth/user'], (old) =>
          old ? { ...old, supportRegion: region } : old,
        ),
      () => {}, // best effort: this device remembers it anyway
    );
  }, [signedIn, region, stored, queryClient]);
}
