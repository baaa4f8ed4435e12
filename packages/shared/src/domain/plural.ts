/** "1 mese", "2 mesi": Italian singular or plural after a number. */
export function countOf(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
