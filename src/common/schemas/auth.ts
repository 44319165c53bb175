import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../limits';
import { isCommonPassword } from './common-passwords';
import { firstNameField } from './first-name';
import { oneLine } from './one-line';

const EMAIL_MAX_LENGTH = 254;
const PASSWORD_MIN_LENGTH = 8;
// Caps the work a single sign-in can make the password hasher do.
const PASSWORD_MAX_LENGTH = 200;

const PASSWORD_REQUIRED = 'Password is required';
const PASSWORD_TOO_LONG = `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`;

export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: 'Please enter a valid email address' })
      .max(EMAIL_MAX_LENGTH, `Email must be ${EMAIL_MAX_LENGTH} characters or fewer`),
  );

// Not trimmed: spaces are legitimate password characters.
export const passwordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .refine(
    // Only once the length is met, so a short password gets one message, not two.
    (password) => password.length < PASSWORD_MIN_LENGTH || password.trim().length >= PASSWORD_MIN_LENGTH,
    `Password must have at least ${PASSWORD_MIN_LENGTH} characters that are not spaces`,
  )
  .refine((password) => !isCommonPassword(password), 'This password is too common. Please choose another.');

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameField('First name'),
  lastName: z
    .string({ error: 'Last name must be text' })
    .overwrite(oneLine)
    .trim()
    .max(NAME_MAX_LENGTH, `Last name must be ${NAME_MAX_LENGTH} characters or fewer`)
    .optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

// Sign-in only checks presence: the length and common-password rules apply when a password is chosen.
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

const RESET_TOKEN_MAX_LENGTH = 100;
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(RESET_TOKEN_MAX_LENGTH),
  password: passwordSchema,
});
