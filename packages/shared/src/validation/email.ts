import { z } from 'zod';

/** Spec §5: word characters with optional dot or hyphen separators, @, a domain, a 2–3 letter extension. */
export const EMAIL_PATTERN = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

export const EmailSchema = z
  .string({ message: "Inserisci l'indirizzo email." })
  .trim()
  .min(1, "Inserisci l'indirizzo email.")
  .max(254, "L'indirizzo email è troppo lungo.")
  .regex(EMAIL_PATTERN, 'Inserisci un indirizzo email valido.');

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
