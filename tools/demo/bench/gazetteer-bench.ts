/**
 * npm run bench (third part): the offline gazetteer's lookups, timed in Node as a stand-in for the browser
 * (target: under 5 ms, docs/performance.md). The first call builds the index from the generated text, once per page load;
 * every later call is a lookup. Prints the first call and, per kind of query, the median, p99 and
 * maximum of ROUNDS calls of each query.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { findPlace, searchPlaces } from '@verificauto/shared/geo/gazetteer';

const ROUNDS = 200;
const TARGET_MS = 5;

const QUERIES: readonly (readonly [
  kind: string,
  lookup: (q: string) => unknown,
  queries: readonly string[],
])[] = [
  [
    'findPlace: nomi',
    findPlace,
    ['Bologna', 'Roma', 'Sesto San Giovanni', 'San Giovanni in Persiceto', 'Lampedusa e Linosa'],
  ],
  [
    'findPlace: accenti, apostrofi',
    findPlace,
    ['Cantù', 'Cantu', "Sant'Agata de' Goti", 'Santagata de goti', 'FORLI'],
  ],
  ['findPlace: alias, bilingui', findPlace, ['Reggio Emilia', 'Reggio Calabria', 'Bozen', 'Milan', 'Mestre']],
  ['findPlace: provincia', findPlace, ['Castro (LE)', 'Castro BG', 'Samone (TO)', 'Peglio (CO)']],
  ['findPlace: CAP', findPlace, ['20121', '00118', '92031', '09065', '39100']],
  [
    'findPlace: indirizzi',
    findPlace,
    [
      'Via Roma 1, Bologna',
      'Corso Italia 12, 56125 Pisa',
      'Piazza Garibaldi 3 Napoli NA',
      'via milano 4 torino',
    ],
  ],
  ['searchPlaces: prefissi', (q) => searchPlaces(q), ['s', 'sa', 'san', 'mil', 'reggio', 'castel', 'xyz']],
  ['searchPlaces: CAP parziali', (q) => searchPlaces(q), ['201', '0011', '98', '20121']],
  ['searchPlaces: con provincia', (q) => searchPlaces(q), ['castro le', 'san (BG)', 'monte TO']],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => value.toFixed(3).padStart(9);

function main() {
  const start = performance.now();
  if (!findPlace('Bologna')) throw new Error('Bologna non trovata');
  const firstCallMs = performance.now() - start;

  let worst = 0;
  const rows = QUERIES.map(([kind, lookup, queries]) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        const t0 = performance.now();
        lookup(query);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const max = times.at(-1) ?? 0;
    worst = Math.max(worst, percentile(times, 99));
    return `${kind.padEnd(32)}${ms(percentile(times, 50))}${ms(percentile(times, 99))}${ms(max)}`;
  });
  console.log(
    [
      `${new Date().toISOString()} · gazetteer in Node ${process.version} · ${ROUNDS} giri per richiesta · ` +
        `carico medio ${os.loadavg()[0]?.toFixed(2)}`,
      `prima chiamata (costruzione dell'indice): ${firstCallMs.toFixed(1)} ms`,
      `${'ricerca'.padEnd(32)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
      ...rows,
      `p99 peggiore: ${worst.toFixed(3)} ms (obiettivo < ${TARGET_MS} ms)`,
    ].join('\n'),
  );
}

main();
