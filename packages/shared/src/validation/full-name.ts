import { z } from 'zod';
import { FORBIDDEN_CHARACTERS_MESSAGE, isPlainText } from './plain-text';

/** A person's name and surname as one field: the booking's contact, the account's name, who withdraws. */
export const FullNameSchema = z
  .string({ error: 'Inserisci nome e cognome.' })
  .trim()
  .min(1, 'Inserisci nome e cognome.')
  .max(100, 'Il nome è troppo lungo.')
  .refine(isPlainText, FORBIDDEN_CHARACTERS_MESSAGE);
