import { describe, expect, it } from 'vitest';
import { codiceFiscaleProblem, isValidCodiceFiscale, normalizeCodiceFiscale } from './codice-fiscale';

const WRONG_LENGTH = 'Il codice fiscale deve avere 16 caratteri.';
const NOT_VALID = 'Il codice fiscale non è valido: controlla di averlo scritto bene.';

// Check characters computed with the official odd/even tables.
const VALID = [
  'RSSMRA85T10A562S',
  'BNCGVN70A01H501H',
  'MRTMTT91D08F205J',
  // Women: day of birth + 40.
  'VRDLCU80A41F205N',
  // Born abroad: place code Z….
  'DLCNNA99E57Z404E',
];

describe('isValidCodiceFiscale', () => {
  it('accepts codes with the right form and check character', () => {
    for (const code of VALID) expect(isValidCodiceFiscale(code), code).toBe(true);
  });

  it('accepts omocodia variants, whose check character is computed on the substituted letters', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A5SNT')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85TPMA562X')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRAURTMLARSNL')).toBe(true);
    // The original check character does not fit the substituted code.
    expect(isValidCodiceFiscale('RSSMRA85T10A56NS')).toBe(false);
  });

  it('ignores case and spaces', () => {
    expect(isValidCodiceFiscale('rssmra85t10a562s')).toBe(true);
    expect(isValidCodiceFiscale('  RssMra85T10a562S ')).toBe(true);
    expect(isValidCodiceFiscale('RSS MRA 85T10 A562S')).toBe(true);
    expect(normalizeCodiceFiscale(' rss mra85t10a562s\t')).toBe('RSSMRA85T10A562S');
  });

  it('rejects a wrong check character', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCodiceFiscale('BNCGVN70A01H501A')).toBe(false);
  });

  it('rejects a wrong form even when the check character fits', () => {
    // Month F does not exist.
    expect(isValidCodiceFiscale('RSSMRA85F10A562R')).toBe(false);
    // Days 32 and 72 do not exist.
    expect(isValidCodiceFiscale('RSSMRA85T32A562Y')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T72A562C')).toBe(false);
    // A digit among the name letters; W is not an omocodia letter.
    expect(isValidCodiceFiscale('1SSMRA85T10A562K')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A56WJ')).toBe(false);
  });

  it('rejects a wrong length', () => {
    expect(isValidCodiceFiscale('')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A562SX')).toBe(false);
    // The 11-digit codice fiscale of a company is not a personal one.
    expect(isValidCodiceFiscale('12345670157')).toBe(false);
  });
});

describe('codiceFiscaleProblem', () => {
  it('says nothing about a valid code', () => {
    expect(codiceFiscaleProblem('RSSMRA85T10A562S')).toBeUndefined();
    expect(codiceFiscaleProblem(' rssmra85t10a56nh ')).toBeUndefined();
  });

  it('tells the buyer when the length is wrong', () => {
    expect(codiceFiscaleProblem('')).toBe(WRONG_LENGTH);
    expect(codiceFiscaleProblem('RSSMRA85T10A562')).toBe(WRONG_LENGTH);
    expect(codiceFiscaleProblem('RSSMRA85T10A562SS')).toBe(WRONG_LENGTH);
  });

  it('tells the buyer to check a code of the right length that is not valid', () => {
    expect(codiceFiscaleProblem('RSSMRA85T10A562T')).toBe(NOT_VALID);
    expect(codiceFiscaleProblem('RSSMRA85F10A562R')).toBe(NOT_VALID);
    expect(codiceFiscaleProblem('RSSMRA85T10A56-S')).toBe(NOT_VALID);
  });
});
