import { z } from 'zod';
import { TIME_ZONE_MAX_LENGTH } from '../limits';
import { isValidTimeZone } from '../local-date';

/** The user's IANA time zone, sent by the client so days, weeks and reminders are the user's own. */
export const timeZoneSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'timeZone is required' : 'timeZone must be text'),
  })
  // Checked first, and alone: a longer string is not looked up among the time zones.
  .max(TIME_ZONE_MAX_LENGTH, {
    message: `timeZone must be ${TIME_ZONE_MAX_LENGTH} characters or fewer`,
    abort: true,
  })
  .refine(isValidTimeZone, 'timeZone must be an IANA time zone such as Australia/Sydney');
