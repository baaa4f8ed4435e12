import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchDb } from './bench-db';

const FIRST_READS = Number(process.env.BENCH_FIRST_READS ?? 30);
// The change notice reaches the server's cache through its own connection: time for it to arrive.
const NOTICE_MS = 150;
export const FIRST_READ_TARGET_MS = 15;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/**
 * The first read of a report the instance does not keep: a change to the report (an update that changes
 * nothing, which still sends the notice) drops it from the cache, then one request is timed. Also how long
 * after it the best encoding replaces the fast one.
 */
export async function measureFirstReads(
  bench: BenchDb,
  url: string,
  inspectionId: string,
  headers: Record<string, string>,
) {
  // node:http rather than fetch, which would decode the body: the encoded bytes are what is compared.
  const read = () =>
    new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
      const started = performance.now();
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url} risponde ${res.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes: Buffer.concat(chunks).length });
        });
      }).on('error', reject);
    });
  const firsts: number[] = [];
  const toBest: number[] = [];
  let sizes = { fast: 0, best: 0 };
  for (let i = 0; i < FIRST_READS; i++) {
    await bench.db.query('UPDATE reports SET brand = brand WHERE inspection_id = $1', [inspectionId]);
    await sleep(NOTICE_MS);
    const first = await read();
    firsts.push(first.ms);
    const since = performance.now();
    let later = await read();
    while (later.bytes >= first.bytes && performance.now() - since < 2000) later = await read();
    toBest.push(performance.now() - since);
    sizes = { fast: first.bytes, best: later.bytes };
  }
  const sorted = firsts.sort((a, b) => a - b);
  const best = toBest.sort((a, b) => a - b);
  return (
    `prima lettura di un report non in memoria (br), ${FIRST_READS} volte: mediana ` +
    `${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, max ` +
    `${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (obiettivo < ${FIRST_READ_TARGET_MS} ms); ` +
    `${sizes.fast} byte, poi ${sizes.best} byte con la codifica migliore, pronta dopo una mediana di ` +
    `${percentile(best, 50).toFixed(0)} ms`
  );
}
