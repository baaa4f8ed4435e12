/** The provider's identification data (D.Lgs. 70/2003 art. 7, c.c. art. 2250), set per installation. */
export interface Company {
  legalName: string;
  address: string;
  /** Partita IVA: 11 digits, the last a check digit. */
  vatNumber: string;
  rea: string;
  shareCapital: string;
  pec: string;
  phone: string;
  /** The court of the registered office, competent for disputes with commercial users. */
  court: string;
  /** RegimeFiscale of the FatturaPA: RF01 is the ordinary regime. */
  taxRegime: string;
}

export const BRAND = 'Verificauto';
export const DEFAULT_CONTACT_EMAIL = 'info@verificauto.it';

/**
 * Fictitious but well-formed data for development and demos: the P.IVA's check digit is right, so
 * the code paths that validate it run; nothing here identifies a real company.
 */
export const DEMO_COMPANY: Company = {
  legalName: 'Verificauto Demo S.r.l.',
  address: 'Via dell’Esempio 1, 20121 Milano (MI)',
  vatNumber: '12345670157',
  rea: 'MI-0000000',
  shareCapital: '10.000,00 € i.v.',
  pec: 'verificauto-demo@pec.example.it',
  phone: '+39 02 0000 0000',
  court: 'Milano',
  taxRegime: 'RF01',
};

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** COMPANY_ADDRESS is written as "Via Roma 1, 20121 Milano (MI)"; the FatturaPA wants its parts. */
const ITALIAN_ADDRESS = /^(.+?),\s*(\d{5})\s+(.+?)\s*\(([A-Z]{2})\)$/;

export function parseItalianAddress(address: string): PostalAddress | undefined {
  const match = ITALIAN_ADDRESS.exec(address.trim());
  if (!match) return undefined;
  const [, street = '', postalCode = '', city = '', province = ''] = match;
  return { street, postalCode, city, province };
}

/** "+39 02 1234 5678" → "tel:+390212345678" */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/**
 * The P.IVA's check (DM 23/12/1976): digits in odd places count as they are, digits in even places
 * doubled (minus 9 above 9); the eleventh digit brings the sum to a multiple of 10.
 */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || value === '00000000000') return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(value[i]);
    const weighted = i % 2 === 0 ? digit : digit * 2;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}
