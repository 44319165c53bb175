/** Where a deleted account's owner lands: a page that says what was removed. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * What deleting an account removes: the user row goes and everything it owns goes with it (the database
 * cascades), its audio is deleted from the store, and this device's offline copies are cleared.
 */
export const REMOVED_WITH_ACCOUNT = [
  'Your profile: name, email address and password',
  'Your speeches, their audio, names and favourites',
  'Your goals and reminders',
  'Your mood check-ins and activity',
  'Your ratings, and what Uplift had learned from them',
  'Your notifications and speech count',
  'Your sign-ins on every device, and the copies saved on this one for offline use',
] as const;
