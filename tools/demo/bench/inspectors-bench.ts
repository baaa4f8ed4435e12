/**
 * npm run bench (second part): GET /api/inspectors with 10,000 active workshops spread over Italy, through
 * HTTP with autocannon on loopback, as the target in docs/performance.md says (p99 under 20 ms on PostgreSQL). Searches
 * come from towns drawn by population and, separately, from sparse areas (inland Sardinia, the small
 * islands, the Alps), where the search widens its circle up to 600 km (SEARCH_RADII_KM). Same databases as
 * report-bench.ts. Exits non-zero only when requests fail, not when the target is missed.
 */
import { SEARCH_RADII_KM } from '@verificauto/server/features/booking/booking.service';
import { INSPECTORS_LIMIT, InspectorsSchema } from '@verificauto/shared/contracts/booking';
import { findPlace } from '@verificauto/shared/geo/gazetteer';
import { insertRecords } from '../src/seed/insert-records';
import { byPopulation, workshopRecord } from './bench-workshops';
import {
  CONNECTIONS,
  CONSTANT_PATH,
  failed,
  type LoadResult,
  measure,
  runHeader,
  runHttpBench,
  SECONDS,
  STEADY,
  table,
} from './http-load';

const WORKSHOPS = 10_000;
const TOWNS_BY_POPULATION = 300;
const INSERT_BATCH = 1_000;
const TARGET_P99_MS = 20;
/** Where few people live: inland Sardinia, the small islands, Alpine valleys, the inland south. */
const SPARSE_TOWNS = [
  'Lampedusa e Linosa (AG)',
  'Pantelleria (TP)',
  'Ustica (PA)',
  'Lipari (ME)',
  'Isole Tremiti (FG)',
  'Capraia Isola (LI)',
  'Carloforte (SU)',
  'Fonni (NU)',
  'Orgosolo (NU)',
  'Desulo (NU)',
  'Seulo (SU)',
  'Gairo (NU)',
  'Laconi (OR)',
  'Bitti (NU)',
  'Livigno (SO)',
  'Courmayeur (AO)',
  'Sappada (UD)',
  'Aliano (MT)',
  'Castelmezzano (PZ)',
  'Pescasseroli (AQ)',
] as const;

const searchPath = (point: { lat: number; lng: number }) =>
  `/api/inspectors?lat=${point.lat.toFixed(4)}&lng=${point.lng.toFixed(4)}`;

/** Which search the service ends on for that point: one of its boxes (SEARCH_RADII_KM) or everywhere. */
async function searchDepths(origin: string, paths: readonly string[]): Promise<string> {
  const depths = new Map<string, number>([
    ...SEARCH_RADII_KM.map((km) => [`${km} km`, 0] as const),
    ['ovunque', 0],
  ]);
  for (const p of paths) {
    const res = await fetch(`${origin}${p}`);
    if (res.status !== 200) throw new Error(`${p} risponde ${res.status}`);
    const inspectors = InspectorsSchema.parse(await res.json());
    if (inspectors.length !== INSPECTORS_LIMIT) throw new Error(`${p}: ${inspectors.length} officine`);
    const farthest = inspectors.at(-1)?.distance ?? 0;
    const radius = SEARCH_RADII_KM.find((km) => farthest <= km);
    const depth = radius === undefined ? 'ovunque' : `${radius} km`;
    depths.set(depth, (depths.get(depth) ?? 0) + 1);
  }
  return [...depths].map(([depth, count]) => `${depth}: ${count}`).join(', ');
}

runHttpBench(
  async (bench) => {
    const records = Array.from({ length: WORKSHOPS }, (_, i) => workshopRecord(i));
    for (let start = 0; start < records.length; start += INSERT_BATCH) {
      await insertRecords(bench.db, 'workshops', records.slice(start, start + INSERT_BATCH));
    }
    // As autovacuum would on a real server: the planner's statistics for the new rows.
    await bench.db.exec('ANALYZE workshops');
    return {};
  },
  async (origin, bench) => {
    const townPaths = Array.from({ length: TOWNS_BY_POPULATION }, () => searchPath(byPopulation()));
    const sparsePaths = SPARSE_TOWNS.map((town) => {
      const place = findPlace(town);
      if (!place) throw new Error(`${town} non è nel gazetteer`);
      return searchPath({ lat: place.latitude, lng: place.longitude });
    });
    const townDepths = await searchDepths(origin, townPaths);
    const sparseDepths = await searchDepths(origin, sparsePaths);
    const header = runHeader(
      bench.label,
      `${WORKSHOPS} officine · al massimo con ${CONNECTIONS} connessioni, poi costante a ${STEADY.rate} ` +
        `richieste/s con ${STEADY.connections} · ${SECONDS} s per scenario`,
    );

    const base = await measure(`${origin}${CONSTANT_PATH}`);
    const towns = await measure(origin, { paths: townPaths });
    const sparse = await measure(origin, { paths: sparsePaths });
    const steadyBase = await measure(`${origin}${CONSTANT_PATH}`, STEADY);
    const steadyTowns = await measure(origin, { paths: townPaths, ...STEADY });
    const steadySparse = await measure(origin, { paths: sparsePaths, ...STEADY });
    const steady = `costante ${STEADY.rate}/s`;
    const results: [string, LoadResult][] = [
      [`GET ${CONSTANT_PATH}`, base],
      [`/api/inspectors, ${townPaths.length} comuni`, towns],
      [`/api/inspectors, ${sparsePaths.length} aree rade`, sparse],
      [`GET ${CONSTANT_PATH}, ${steady}`, steadyBase],
      [`${townPaths.length} comuni, ${steady}`, steadyTowns],
      [`${sparsePaths.length} aree rade, ${steady}`, steadySparse],
    ];
    const worstP99 = Math.max(steadyTowns.latency.p99, steadySparse.latency.p99);
    console.log(
      [
        header,
        `ricerca conclusa con il riquadro di — comuni: ${townDepths}; aree rade: ${sparseDepths}`,
        ...table(results),
        `p99 /api/inspectors a ${STEADY.rate} richieste/s: ${worstP99} ms (obiettivo < ${TARGET_P99_MS} ms)`,
      ].join('\n'),
    );
    if (failed(results)) process.exitCode = 1;
  },
);
