import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedJsonObject } from './compressed-json';
import type { SerializedJson } from './serialized-json';

const object = {
  title: 'Report di ispezione — Fiat Panda',
  items: Array.from({ length: 300 }, (_, i) => ({ key: `voce_${i}`, note: `Nota numero ${i} è così` })),
};
const kept = new CompressedJsonObject(JSON.stringify(object) as SerializedJson<typeof object>);

describe('CompressedJsonObject', () => {
  it('appends the fields of each response, as text and in both encodings, to the same kept object', async () => {
    const extras = [
      { access: { role: 'seller', access_until: null } },
      { access: { role: 'buyer', access_until: '2026-12-01T00:00:00.000Z' }, nota: 'àèìòù €'.repeat(40) },
      {},
    ];
    for (const extra of extras) {
      const json = kept.withFields(extra);
      const text = json.text();
      expect(JSON.parse(text)).toEqual({ ...object, ...extra });
      expect(brotliDecompressSync(await json.encode('br')).toString()).toBe(text);
      expect(gunzipSync(await json.encode('gzip')).toString()).toBe(text);
    }
  });

  it('answers the first read at once in a fast encoding, and the best one takes its place later', async () => {
    const fresh = new CompressedJsonObject(JSON.stringify(object) as SerializedJson<typeof object>);
    const json = fresh.withFields({ access: { role: 'buyer' } });
    const text = json.text();
    const fastBrotli = await json.encode('br');
    const fastGzip = await json.encode('gzip');
    expect(brotliDecompressSync(fastBrotli).toString()).toBe(text);
    expect(gunzipSync(fastGzip).toString()).toBe(text);
    // Before the best encodings are made, the kept answer is the fast one.
    expect(await json.encode('br')).toBe(fastBrotli);

    await fresh.settled();
    const bestBrotli = await json.encode('br');
    expect(bestBrotli.length).toBeLessThan(fastBrotli.length);
    expect(brotliDecompressSync(bestBrotli).toString()).toBe(text);
    expect(gunzipSync(await json.encode('gzip')).toString()).toBe(text);
    // The weight of what it keeps: the text and both encodings.
    expect(fresh.bytes).toBeGreaterThan(Buffer.byteLength(JSON.stringify(object)) + bestBrotli.length);
  });

  it('compresses the object once: a response adds its fields uncompressed at the end of the stream', async () => {
    await kept.withFields({}).encode('br');
    await kept.settled();
    const first = await kept.withFields({ access: { role: 'seller' } }).encode('br');
    const second = await kept.withFields({ access: { role: 'staff' } }).encode('br');
    expect(first.toString('latin1')).toContain(',"access":{"role":"seller"}}');
    expect(second.toString('latin1')).toContain(',"access":{"role":"staff"}}');
    const shared = first.length - ',"access":{"role":"seller"}}'.length - 4;
    expect(second.subarray(0, shared).equals(first.subarray(0, shared))).toBe(true);
    expect(first.length).toBeLessThan(JSON.stringify(object).length / 5);
  });

  it('keeps the encoded responses of a reader who reads again', async () => {
    const extra = { access: { role: 'buyer', access_until: '2026-12-01T00:00:00.000Z' } };
    const first = await kept.withFields(extra).encode('gzip');
    expect(await kept.withFields({ ...extra }).encode('gzip')).toBe(first);
    expect(await kept.withFields({ access: { role: 'staff' } }).encode('gzip')).not.toBe(first);
  });

  it('takes only a non-empty JSON object', () => {
    for (const json of ['{}', '[1,2]', '"testo"']) {
      expect(() => new CompressedJsonObject(json as SerializedJson<unknown>), json).toThrow();
    }
  });
});
