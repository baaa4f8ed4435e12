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

/** One response: a kept object with the fields of this response, as text or in an encoding. */
export class CompressedJson<T> {
  constructor(
    private readonly object: CompressedJsonObject<unknown>,
    private readonly tail: string,
  ) {}

  text(): SerializedJson<T> {
    return this.object.textWith(this.tail) as SerializedJson<T>;
  }

  encode(encoding: ContentEncoding): Promise<Buffer> {
    return this.object.encodeWith(this.tail, encoding);
  }
}

// A reader's fields are the same at each read: the encoded responses of a few readers are kept too.
const KEPT_RESPONSES = 8;

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
  readonly #responses = new Map<string, Partial<Record<ContentEncoding, Promise<Buffer>>>>();

  constructor(readonly json: SerializedJson<T>) {
    if (!/^\{".*\}$/s.test(json)) throw new Error('CompressedJsonObject: serve un oggetto JSON non vuoto');
    this.#head = json.slice(0, -1);
  }

  /** `{ ...object, ...extra }`, with `extra`'s fields last; they must not occur in the object. */
  withFields<E extends Record<string, unknown>>(extra: E): CompressedJson<T & E> {
    const fields = JSON.stringify(extra).slice(1, -1);
    const tail = fields ? `,${fields}}` : '}';
    if (Buffer.byteLength(tail) > MAX_TAIL_BYTES)
      throw new Error('CompressedJsonObject: campi troppo lunghi');
    return new CompressedJson(this, tail);
  }

  textWith(tail: string): string {
    return this.#head + tail;
  }

  encodeWith(tail: string, encoding: ContentEncoding): Promise<Buffer> {
    let encoded = this.#responses.get(tail);
    if (!encoded) {
      if (this.#responses.size >= KEPT_RESPONSES) this.#responses.clear();
      encoded = {};
      this.#responses.set(tail, encoded);
    }
    encoded[encoding] ??=
      encoding === 'br' ? this.#brotliWith(Buffer.from(tail)) : this.#gzipWith(Buffer.from(tail));
    return encoded[encoding];
  }

  async #brotliWith(tail: Buffer): Promise<Buffer> {
    this.#brotli ??= brotli(this.#head, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.#head),
      },
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    });
    return Buffer.concat([await this.#brotli, brotliStoredHeader(tail.length), tail, BROTLI_END]);
  }

  async #gzipWith(tail: Buffer): Promise<Buffer> {
    this.#gzip ??= deflate(this.#head, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    }).then((deflated) => ({ deflated, crc: crc32(this.#head), size: Buffer.byteLength(this.#head) }));
    const { deflated, crc, size } = await this.#gzip;
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(tail, crc), 0);
    trailer.writeUInt32LE((size + tail.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, deflated, deflateStoredHeader(tail.length), tail, trailer]);
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
