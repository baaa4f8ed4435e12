/**
 * The personal codice fiscale (D.M. 23/12/1976): the FatturaPA of an Italian buyer needs it, and the
 * checkout checks its form and check character (docs/product.md#legal-invoices).
 */
const CODICE_FISCALE_LENGTH = 16;

// Omocodia: when two people would get the same code, digits are replaced by these letters, from the right.
const DIGIT = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE_FORM = new RegExp(`^[A-Z]{6}${DIGIT}{2}[ABCDEHLMPRST]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`);
const OMOCODIA_LETTERS = 'LMNPQRSTUV';

// Values of the characters in odd positions (1st, 3rd, …); digits 0–9 weigh as the letters A–J.
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

export function normalizeCodiceFiscale(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function alphabetIndex(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

function computeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < first15.length; i += 1) {
    const index = alphabetIndex(first15.charAt(i));
    // Position i is 0-based, so even i is an odd position of the official tables.
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

function decodeDigits(chars: string): number {
  let digits = '';
  for (const char of chars) {
    const omocodia = OMOCODIA_LETTERS.indexOf(char);
    digits += omocodia === -1 ? char : String(omocodia);
  }
  return Number(digits);
}

function hasValidForm(code: string): boolean {
  if (!CODICE_FISCALE_FORM.test(code)) return false;
  // Women's day of birth is increased by 40.
  const day = decodeDigits(code.slice(9, 11));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

export function isValidCodiceFiscale(value: string): boolean {
  return codiceFiscaleProblem(value) === undefined;
}

/** The Italian message for the buyer, or undefined when the codice fiscale is valid. */
export function codiceFiscaleProblem(value: string): string | undefined {
  const code = normalizeCodiceFiscale(value);
  if (code.length !== CODICE_FISCALE_LENGTH) return 'Il codice fiscale deve avere 16 caratteri.';
  if (!hasValidForm(code) || computeCheckCharacter(code.slice(0, 15)) !== code.charAt(15)) {
    return 'Il codice fiscale non è valido: controlla di averlo scritto bene.';
  }
  return undefined;
}
