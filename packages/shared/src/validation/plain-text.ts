/**
 * What no text we accept may hold: the C0 controls but tab, line feed and carriage return, DEL, the C1
 * controls, lone surrogates and U+FFFE/U+FFFF. PostgreSQL refuses NUL in text, and XML 1.0 (the FatturaPA
 * invoices) refuses the other C0 controls, surrogates and U+FFFE/U+FFFF; DEL and C1 are never typed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/u;

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Il testo contiene caratteri non ammessi: eliminali e riprova.';

export const isPlainText = (text: string) => !FORBIDDEN_CHARACTER.test(text);

/** `text` without the characters above, for text we cannot send back (another service's webhook). */
export const withoutForbiddenCharacters = (text: string) =>
  text.replace(new RegExp(FORBIDDEN_CHARACTER.source, 'gu'), '');
