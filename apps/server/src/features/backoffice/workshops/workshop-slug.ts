const MAX_BASE_LENGTH = 70;
const MAX_NUMBER = 50;

/** "Autofficina Rossi & Figli", "Milano" → autofficina-rossi-figli-milano (the demo workshops' form). */
export function slugOf(name: string, city: string): string {
  const slug = `${name} ${city}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'officina';
}

/** The slug, then the same numbered (-2, -3, …) for a second workshop of that name in that city. */
export function* slugCandidates(name: string, city: string): Generator<string> {
  const base = slugOf(name, city);
  yield base;
  for (let n = 2; n <= MAX_NUMBER; n++) yield `${base}-${n}`;
}
