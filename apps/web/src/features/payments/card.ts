/** The card of the built-in test checkout, checked here before it is sent (decision 033). */

export const CARD_MESSAGES = {
  numberMissing: 'Inserisci il numero della carta.',
  numberInvalid: 'Il numero della carta non è valido: controlla di averlo scritto bene.',
  expiryInvalid: 'Inserisci la scadenza nel formato MM/AA, per esempio 08/29.',
  expired: 'La carta è scaduta: controlla la data o usa un’altra carta.',
  cvcInvalid: 'Il codice di sicurezza (CVC) è fatto di 3 o 4 cifre.',
} as const;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242", as typed (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return (
    digitsOf(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "1228" → "12/28"; the slash comes as soon as the month is complete. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn check digit of card numbers (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(value: string): string | undefined {
  const digits = digitsOf(value);
  if (digits === '') return CARD_MESSAGES.numberMissing;
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/** A card is valid until the last day of its expiry month. */
export function expiryProblem(value: string, now = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? CARD_MESSAGES.expired : undefined;
}

export function cvcProblem(value: string): string | undefined {
  return /^\d{3,4}$/.test(value.trim()) ? undefined : CARD_MESSAGES.cvcInvalid;
}
