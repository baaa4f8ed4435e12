import { z } from 'zod';

/**
 * The product rules (docs/product.md#validation): the hint shown under every new-password field, copied
 * exactly.
 */
export const PASSWORD_HINT =
  'La password deve essere lunga almeno 8 caratteri e deve contenere almeno una lettera maiuscola, una minuscola, un numero e un carattere speciale.';

/** At least 8 characters; a lowercase, an uppercase, a digit and one of @$!%*?&; nothing else allowed. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
const MAX_PASSWORD_LENGTH = 128;

export const NewPasswordSchema = z
  .string({ message: PASSWORD_HINT })
  .max(MAX_PASSWORD_LENGTH, 'La password è troppo lunga (massimo 128 caratteri).')
  .regex(NEW_PASSWORD_PATTERN, PASSWORD_HINT);

export const isValidNewPassword = (value: string) =>
  value.length <= MAX_PASSWORD_LENGTH && NEW_PASSWORD_PATTERN.test(value);

export const PASSWORDS_DIFFER = 'Le due password non coincidono.';

/** The fields of a new password with its confirmation (reset form, registration, server). */
export const NEW_PASSWORD_FIELDS = {
  password: NewPasswordSchema,
  passwordConfirm: z.string({ message: PASSWORDS_DIFFER }),
};

/** Refinement for objects built with NEW_PASSWORD_FIELDS: the confirmation must match. */
export const passwordsMatch: [
  (value: { password: string; passwordConfirm: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.passwordConfirm,
  { message: PASSWORDS_DIFFER, path: ['passwordConfirm'] },
];

/** Sign-in only needs a non-empty password (older accounts may predate the rules). */
export const SignInPasswordSchema = z
  .string({ message: 'Inserisci la password.' })
  .min(1, 'Inserisci la password.')
  .max(MAX_PASSWORD_LENGTH, 'Password non valida.');
