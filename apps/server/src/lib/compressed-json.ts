import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, preferredEncoding } from './accept-encoding';
import { createSemaphore } from './semaphore';
import type { SerializedJson } from './serialized-json';

const brotli = promisify(brotliCompress);
const deflate = promisify(deflateRaw);

type Effort = 'fast' | 'best';

/**
 * A first answer compressed fast (about a millisecond for a report, where brotli 11 takes ~55 ms), the best
 * encoding made afterwards in the background and put in its place (docs/decisions/074-workshop-bookings-window-and-report-cache.md).
 */
const SETTINGS = {
  fast: { brotliQuality: 5, deflateLevel: constants.Z_DEFAULT_COMPRESSION },
  best: { brotliQuality: constants.BROTLI_MAX_QUALITY, deflateLevel: constants.Z_BEST_COMPRESSION },
} as const satisfies Record<Effort, { brotliQuality: number; deflateLevel: number }>;

/** The compressed head of a stream that stops at a byte boundary, ready for a stored block to end it. */
function compressHead(head: string, encoding: ContentEncoding, effort: Effort): Promise<Buffer> {
  const settings = SETTINGS[effort];
  return encoding === 'br'
    ? brotli(head, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(head),
        },
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
      })
    : deflate(head, { level: settings.deflateLevel, finishFlush: constants.Z_SYNC_FLUSH });
}

// One best compression at a time, so that the first answers' fast ones never queue behind several in
// libuv's thread pool; past this many waiting, an object keeps its fast encoding.
const bestCompressions = createSemaphore(1);
const MAX_WAITING_BEST = 200;
const BEST_AFTER_MS = 20;
let waitingBest = 0;

function compressBest(head: string, encoding: ContentEncoding): Promise<Buffer> | undefined {
  if (waitingBest >= MAX_WAITING_BEST) return undefined;
  waitingBest += 1;
  return bestCompressions(async () => {
    waitingBest -= 1;
    // After the answer that waits on the fast encoding has gone out, not competing with it for the CPU.
    await new Promise((resolve) => setTimeout(resolve, BEST_AFTER_MS));
    return compressHead(head, encoding, 'best');
  });
}

// RFC 1952: deflate, no flags, no time, XFL 0 (the level changes once the best encoding is made), unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
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
 * A JSON object sent in many responses, kept with its brotli and gzip encodings, each made at its first use,
 * fast, then again at the best settings in the background (both off the event loop), the best one replacing
 * the fast one when done. A response may append fields of its own without compressing the object again: the
 * kept encodings stop short of the closing brace, at a byte boundary (brotli flushed, deflate sync-flushed),
 * after which the appended text goes in one uncompressed block that ends the stream.
 */
export class CompressedJsonObject<T> {
  readonly #head: string;
  readonly #heads: Partial<Record<ContentEncoding, Promise<Buffer>>> = {};
  readonly #headBytes: Partial<Record<ContentEncoding, number>> = {};
  readonly #textBytes: number;
  readonly #settled: Promise<void>[] = [];
  #crc: number | undefined;
  readonly #responses = new Map<string, Partial<Record<ContentEncoding, Promise<Buffer>>>>();

  constructor(readonly json: SerializedJson<T>) {
    if (!/^\{".*\}$/s.test(json)) throw new Error('CompressedJsonObject: serve un oggetto JSON non vuoto');
    this.#head = json.slice(0, -1);
    this.#textBytes = Buffer.byteLength(json);
  }

  /** What it keeps, in bytes: the text and the encodings made so far (the cache's weight of a report). */
  get bytes(): number {
    const encoded = Object.values(this.#headBytes).reduce((sum, bytes) => sum + bytes, 0);
    return this.#textBytes + encoded;
  }

  /** Resolves once the encodings begun so far are final: the best ones in place, or the fast ones kept. */
  async settled(): Promise<void> {
    await Promise.all(this.#settled);
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
    encoded[encoding] ??= this.#encodeWith(Buffer.from(tail), encoding);
    return encoded[encoding];
  }

  async #encodeWith(tail: Buffer, encoding: ContentEncoding): Promise<Buffer> {
    const head = await this.#compressedHead(encoding);
    if (encoding === 'br') return Buffer.concat([head, brotliStoredHeader(tail.length), tail, BROTLI_END]);
    this.#crc ??= crc32(this.#head);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(tail, this.#crc), 0);
    trailer.writeUInt32LE((Buffer.byteLength(this.#head) + tail.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, head, deflateStoredHeader(tail.length), tail, trailer]);
  }

  #compressedHead(encoding: ContentEncoding): Promise<Buffer> {
    const kept = this.#heads[encoding];
    if (kept) return kept;
    const fast = compressHead(this.#head, encoding, 'fast');
    this.#heads[encoding] = fast;
    const settled = fast
      .then((head) => {
        this.#headBytes[encoding] = head.length;
        return compressBest(this.#head, encoding)?.then((best) => {
          this.#heads[encoding] = Promise.resolve(best);
          this.#headBytes[encoding] = best.length;
          // The responses made on the fast encoding are made again, once each, on the best one.
          this.#responses.clear();
        });
      })
      .catch(() => {
        // A failed fast encoding fails the response that waits on it; a failed best one leaves the fast one.
      });
    this.#settled.push(settled);
    return fast;
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
