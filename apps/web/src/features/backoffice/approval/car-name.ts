/** "Fiat Panda (2019)"; only the known parts, or a neutral name when the workshop left them all out. */
export function carName({
  brand,
  model,
  year,
}: {
  brand: string | null;
  model: string | null;
  year: number | null;
}) {
  const name = [brand, model].filter(Boolean).join(' ') || 'Veicolo senza marca e modello';
  return year ? `${name} (${year})` : name;
}
