/**
 * Standard VAT rates of the 27 EU member states, in percent, by ISO 3166-1 alpha-2 code (Greece is `GR`
 * here, `EL` in the Commission's own tables). Source: European Commission, "VAT rates in Europe"
 * (taxation-customs.ec.europa.eu), as of 2026: Finland 25.5 since September 2024, Slovakia 23 since
 * January 2025, Estonia 24 since July 2025, Romania 21 since August 2025.
 * The invoice applies the rate of the buyer's country of residence (OSS; docs/product.md#legal-invoices).
 */
export const EU_STANDARD_VAT_RATES = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
} as const satisfies Record<string, number>;

export type EuCountryCode = keyof typeof EU_STANDARD_VAT_RATES;

export interface EuCountry {
  code: EuCountryCode;
  name: string;
}

/** The choices of the "country of residence" select, in Italian alphabetical order. */
export const EU_COUNTRIES: readonly EuCountry[] = [
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgio' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'CY', name: 'Cipro' },
  { code: 'HR', name: 'Croazia' },
  { code: 'DK', name: 'Danimarca' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finlandia' },
  { code: 'FR', name: 'Francia' },
  { code: 'DE', name: 'Germania' },
  { code: 'GR', name: 'Grecia' },
  { code: 'IE', name: 'Irlanda' },
  { code: 'IT', name: 'Italia' },
  { code: 'LV', name: 'Lettonia' },
  { code: 'LT', name: 'Lituania' },
  { code: 'LU', name: 'Lussemburgo' },
  { code: 'MT', name: 'Malta' },
  { code: 'NL', name: 'Paesi Bassi' },
  { code: 'PL', name: 'Polonia' },
  { code: 'PT', name: 'Portogallo' },
  { code: 'CZ', name: 'Repubblica Ceca' },
  { code: 'RO', name: 'Romania' },
  { code: 'SK', name: 'Slovacchia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spagna' },
  { code: 'SE', name: 'Svezia' },
  { code: 'HU', name: 'Ungheria' },
];

/** "Italia" for 'IT': a member state by its Italian name; any other code as it is. */
export const euCountryName = (code: string) =>
  EU_COUNTRIES.find((country) => country.code === code)?.name ?? code;

export function isEuCountryCode(code: string): code is EuCountryCode {
  return Object.hasOwn(EU_STANDARD_VAT_RATES, code);
}

/** The VAT of the buyer's country of residence (OSS); Italy's when the country is not an EU one. */
export function vatRateFor(country: string): number {
  return isEuCountryCode(country) ? EU_STANDARD_VAT_RATES[country] : EU_STANDARD_VAT_RATES.IT;
}

/** 22 → "22%", 25.5 → "25,5%": the rate as a reader of a page, an e-mail or a PDF reads it. */
export const formatVatRate = (ratePercent: number) => `${String(ratePercent).replace('.', ',')}%`;

export interface VatSplit {
  taxableCents: number;
  vatCents: number;
}

/**
 * Splits a VAT-inclusive price: the taxable amount is rounded half-up to the cent and the VAT is the rest,
 * so that the two always add up to the price paid (19,00 € = 15,57 € + 3,43 € at 22%).
 * The division is done on integers, with the rate in tenths of a percent (25.5% → 255), because
 * floating-point math puts exact halves a hair below .5 (0,69 € at 20% would give 0,57 € instead of 0,58 €).
 */
export function splitVatInclusive(grossCents: number, ratePercent: number): VatSplit {
  if (!Number.isInteger(grossCents) || grossCents < 0 || !Number.isSafeInteger(grossCents * 2000)) {
    throw new RangeError(`Importo in centesimi non valido: ${grossCents}`);
  }
  const rateTenths = Math.round(ratePercent * 10);
  if (!Number.isInteger(rateTenths) || rateTenths < 0 || Math.abs(ratePercent * 10 - rateTenths) > 1e-9) {
    throw new RangeError(`Aliquota IVA non valida: ${ratePercent}`);
  }
  const divisor = 1000 + rateTenths;
  // Half-up rounding of grossCents * 1000 / divisor: floor((2n + d) / 2d).
  const taxableCents = Math.floor((2 * grossCents * 1000 + divisor) / (2 * divisor));
  return { taxableCents, vatCents: grossCents - taxableCents };
}
