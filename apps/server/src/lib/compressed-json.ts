import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, preferredEncoding } from './accept-encoding';
import type { SerializedJson } from './serialized-json';

const brotli = promisify(brotliCompress);
const deflate = promisify(deflateRaw);

// RFC 1952: deflate, no flags, no time, XFL 2 (best compression), unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);
// An uncompressed block says its length in 16 bits, in deflate and (with four nibbles) in brotli.
const MAX_TAIL_BYTES = 0xffff;
// Brotli: a last, empty meta-block (ISLAST and ISLASTEMPTY set).
const BROTLI_END = Buffer.from([0b11]);

/** Brotli's uncompressed meta-block header (RFC 7932 §9.2): ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1. */
function brotliStoredHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, bits >> 16]);
}

/** Deflate's last block, stored (RFC 1951 §3.2.4): BFINAL 1, BTYPE 00, LEN, NLEN. */
function deflateStoredHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 1;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/** One response: a kept object and the fields of this response, as text or in an encoding. */
export interface CompressedJson<T> {
  text(): SerializedJson<T>;
  encode(encoding: ContentEncoding): Promise<Buffer>;
}

/**
 * A JSON object sent in many responses, kept with its brotli and gzip encodings, each made once, at its
 * first use, at the highest settings and off the event loop. A response may append fields of its own
 * without compressing the object again: the kept encodings stop short of the closing brace, at a byte
 * boundary (brotli flushed, deflate sync-flushed), after which the appended text goes in one uncompressed
 * block that ends the stream.
 */
export class CompressedJsonObject<T> {
  readonly #head: string;
  #brotli: Promise<Buffer> | undefined;
  #gzip: Promise<{ deflated: Buffer; crc: number; size: number }> | undefined;

  constructor(readonly json: SerializedJson<T>) {
    if (!/^\{".*\}$/s.test(json)) throw new Error('CompressedJsonObject: serve un oggetto JSON non vuoto');
    this.#head = json.slice(0, -1);
  }

  /** `{ ...object, ...extra }`, with `extra`'s fields last; they must not occur in the object. */
  withFields<E extends Record<string, unknown>>(extra: E): CompressedJson<T & E> {
    const fields = JSON.stringify(extra).slice(1, -1);
    const tail = fields ? `,${fields}}` : '}';
    const tailBytes = Buffer.from(tail);
    if (tailBytes.length > MAX_TAIL_BYTES)
      throw new Error('CompressedJsonObject: campi aggiunti troppo lunghi');
    return {
      text: () => (this.#head + tail) as SerializedJson<T & E>,
      encode: async (encoding) => {
        if (encoding === 'br') {
          return Buffer.concat([
            await this.#brotliHead(),
            brotliStoredHeader(tailBytes.length),
            tailBytes,
            BROTLI_END,
          ]);
        }
        const { deflated, crc, size } = await this.#gzipHead();
        const trailer = Buffer.alloc(8);
        trailer.writeUInt32LE(crc32(tailBytes, crc), 0);
        trailer.writeUInt32LE((size + tailBytes.length) % 2 ** 32, 4);
        return Buffer.concat([
          GZIP_HEADER,
          deflated,
          deflateStoredHeader(tailBytes.length),
          tailBytes,
          trailer,
        ]);
      },
    };
  }

  #brotliHead(): Promise<Buffer> {
    this.#brotli ??= brotli(this.#head, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.#head),
      },
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    });
    return this.#brotli;
  }

  #gzipHead() {
    this.#gzip ??= deflate(this.#head, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    }).then((deflated) => ({ deflated, crc: crc32(this.#head), size: Buffer.byteLength(this.#head) }));
    return this.#gzip;
  }
}

/**
 * Sends the JSON in the encoding the request prefers (brotli, gzip, or as it is), saying so in
 * Content-Encoding and Vary; the route's response schema has already been applied to the object.
 */
export async function sendCompressedJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  json: CompressedJson<T>,
) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(json.text());
  const body = await json.encode(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
