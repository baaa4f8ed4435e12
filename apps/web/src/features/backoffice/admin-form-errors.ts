/** The message to show above a form: the server's, or a generic one for an unexpected failure. */
export const formErrorOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Si è verificato un errore imprevisto. Riprova più tardi.';

/** "25", "25,5", "25,50", "1.000,00" → cents; null when it is not an amount in euros. */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/\s|€/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(compact)) return null;
  const [whole = '0', decimals = ''] = compact.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 2550 → "25,50": the value of a euro field. */
export const eurosText = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
