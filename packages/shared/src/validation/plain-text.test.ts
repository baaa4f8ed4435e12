import { describe, expect, it } from 'vitest';
import { BookingRequestSchema } from '../contracts/booking';
import { BillingAddressSchema } from '../contracts/payments';
import { FORBIDDEN_CHARACTERS_MESSAGE, isPlainText, withoutForbiddenCharacters } from './plain-text';

const charOf = (cp: number) =>
  cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);

describe('isPlainText', () => {
  it('refuses C0 controls but tab and line breaks, DEL, C1, lone surrogates, U+FFFE and U+FFFF', () => {
    const refused: number[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) if (!isPlainText(`a${charOf(cp)}b`)) refused.push(cp);
    const expected = [
      ...Array.from({ length: 0x20 }, (_, cp) => cp).filter((cp) => ![0x9, 0xa, 0xd].includes(cp)),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
      ...Array.from({ length: 0x800 }, (_, i) => 0xd800 + i),
      0xfffe,
      0xffff,
    ];
    expect(refused).toEqual(expected);
  });

  it('accepts a pair of surrogates that makes one character', () => {
    expect(isPlainText('Auto 🚗, perizia ok')).toBe(true);
  });
});

describe('the form fields that say it before sending', () => {
  it('an address of the invoice details', () => {
    const result = BillingAddressSchema.shape.street.safeParse('Via\u0001 Roma 1');
    expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });

  it('the name of a booking', () => {
    const result = BookingRequestSchema.shape.name.safeParse('Giulia\u0000 Bianchi');
    expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });
});

describe('withoutForbiddenCharacters', () => {
  it('drops exactly what isPlainText refuses', () => {
    expect(withoutForbiddenCharacters('Lu\u0000ca\u0007 \u009fVer\ud800di\uffff\t🚗')).toBe('Luca Verdi\t🚗');
  });
});
