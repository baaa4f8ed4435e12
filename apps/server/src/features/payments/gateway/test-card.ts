import type { TestCard } from '@verificauto/shared/contracts/payments';
import { AppError } from '../../../lib/app-error';

/** Stripe's test cards (docs.stripe.com/testing): the built-in checkout answers them as Stripe would. */
const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card the payment page refuses: `field` is the request's `card.number`, `card.expiry` or `card.cvc`. */
const invalid = (field: keyof TestCard, message: string) =>
  new AppError(400, 'card_invalid', message, { fields: { [`card.${field}`]: message } });

function checkExpiry(expiry: string, now: Date) {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) {
    throw invalid('expiry', 'Scrivi la scadenza della carta nella forma MM/AA.');
  }
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  // A card is good until the end of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw invalid('expiry', 'La carta è scaduta.');
  }
}

export interface TestCharge {
  /** How the buyer paid, as the invoice and the e-mails say it: "Visa •••• 4242". */
  paymentMethod: string;
}

/**
 * Checks the card as a payment page would, then answers as Stripe's test mode does: 4242… pays,
 * 4000 0000 0000 0002 is declined, and any other number is declined because it is not a test card.
 */
export function chargeTestCard(card: TestCard, now: Date): TestCharge {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    throw invalid('number', 'Il numero della carta non è valido: controlla di averlo scritto correttamente.');
  }
  checkExpiry(card.expiry, now);
  if (!/^\d{3,4}$/.test(card.cvc)) throw invalid('cvc', 'Il codice di sicurezza (CVC) è di 3 o 4 cifre.');
  if (number === DECLINED_CARD) {
    throw new AppError(
      402,
      'card_declined',
      'La carta è stata rifiutata dalla banca: nessun importo è stato addebitato. Prova con un’altra carta.',
    );
  }
  if (number !== PAYING_CARD) {
    throw new AppError(
      402,
      'card_declined',
      'In modalità di prova si paga solo con la carta di prova 4242 4242 4242 4242: nessun importo è stato addebitato.',
    );
  }
  return { paymentMethod: `Visa •••• ${number.slice(-4)}` };
}
