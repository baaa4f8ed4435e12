import { z } from 'zod';

/**
 * The product rules (docs/product.md#validation): word characters with optional dot or hyphen separators, @,
 * a domain, a 2–3 letter extension. Same language as the classic `^\w+([.-]?\w+)*@…`, whose nested
 * quantifiers backtrack exponentially on a long non-matching input (a request could block the server); the
 * length lookahead bounds the rest.
 */
// The reserved test TLD `.test` (RFC 2606) is accepted too: the demo accounts use it, and no real
// address can end with it, so real users see exactly the rule of the spec.
export const EMAIL_PATTERN = /^(?=.{1,254}$)\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,3})*\.(?:\w{2,3}|test)$/;

/** What an address that does not match the rule gets, from the server and on a form's field. */
export const EMAIL_INVALID_MESSAGE = 'Inserisci un indirizzo email valido.';

export const EmailSchema = z
  .string({ message: 'Inserisci l’indirizzo email.' })
  .trim()
  .min(1, 'Inserisci l’indirizzo email.')
  .max(254, 'L’indirizzo email è troppo lungo.')
  .regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE);

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
