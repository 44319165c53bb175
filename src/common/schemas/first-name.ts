import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../limits';
import { oneLine } from './one-line';

/**
 * A first name, as the account's is and as that of someone a speech is for: on one line, trimmed, not
 * empty and at most NAME_MAX_LENGTH characters. `label` starts its messages ('First name').
 */
export const firstNameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(oneLine)
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be ${NAME_MAX_LENGTH} characters or fewer`);
