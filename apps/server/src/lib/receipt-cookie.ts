import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { safeEqual } from './tokens';
import { isUuid } from './uuid';

// Long enough to come back from a payment page and read the confirmation, short enough not to outlive the visit.
const MAX_AGE_SECONDS = 2 * 60 * 60;

type CookieConfig = Pick<Config, 'xsrfSecret' | 'isProduction'>;

/** The HMAC of a receipt: signed for its purpose, so that no other signed value of ours passes as one. */
const receiptSigner = (purpose: string, config: CookieConfig) => (text: string) =>
  createHmac('sha256', config.xsrfSecret).update(`${purpose}:${text}`).digest('base64url');

const cookieOptions = (path: string, config: CookieConfig) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

export interface ReceiptCookie {
  set(reply: FastifyReply, id: string): void;
  /** Whether this browser holds the receipt of `id`. */
  has(request: FastifyRequest, id: string): boolean;
  /** The id whose receipt this browser holds, if any. */
  held(request: FastifyRequest): string | null;
}

/**
 * Lets the browser that paid or booked read its confirmation (a name and an e-mail) before its owner has
 * a password: the cookie names the purchase or inspection and is signed for its purpose, so that holding
 * the confirmation's link alone shows nothing.
 */
export function receiptCookie(
  options: {
    name: string;
    purpose: string;
    path: string;
    /**
     * The path the cookie had before: its copy there is cleared when a new one is set, since the browser sends
     * the cookie of the longer path first and the first one is the one read.
     */
    formerPath?: string;
  },
  config: CookieConfig,
): ReceiptCookie {
  const sign = receiptSigner(options.purpose, config);
  const held = (request: FastifyRequest) => {
    const [id, signature] = (request.cookies[options.name] ?? '').split('.');
    return id && signature !== undefined && safeEqual(signature, sign(id)) ? id : null;
  };
  return {
    set(reply, id) {
      if (options.formerPath) reply.clearCookie(options.name, cookieOptions(options.formerPath, config));
      reply.setCookie(options.name, `${id}.${sign(id)}`, {
        ...cookieOptions(options.path, config),
        maxAge: MAX_AGE_SECONDS,
      });
    },
    has: (request, id) => held(request) === id,
    held,
  };
}

export interface ReceiptListCookie {
  /**
   * Adds the receipt of `id`, good until `until`, to those this browser holds: the others stay, the ended
   * ones go, and past the limit the one that ends first goes. The cookie lives until the last one ends.
   */
  add(request: FastifyRequest, reply: FastifyReply, id: string, until: Date): void;
  /** The ids whose receipts this browser holds and that have not ended yet. */
  held(request: FastifyRequest): string[];
  clear(reply: FastifyReply): void;
}

interface Receipt {
  id: string;
  /** Seconds since the epoch. */
  until: number;
}

const RECEIPT_SEPARATOR = '~';
// id (lower case, as we write it) . end in seconds . HMAC
const RECEIPT_ENTRY = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]+)$/;

/**
 * Several receipts in one cookie, each `id.until.hmac` and each with its own end (decision 057): a browser
 * keeps every purchase it made, within `limit` receipts, and a receipt whose end was changed no longer passes.
 */
export function receiptListCookie(
  options: { name: string; purpose: string; path: string; limit: number },
  config: CookieConfig,
): ReceiptListCookie {
  const sign = receiptSigner(options.purpose, config);
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function read(request: FastifyRequest): Receipt[] {
    const now = nowSeconds();
    const receipts: Receipt[] = [];
    // Only as many as we ever write: a forged long cookie costs no more than a real one.
    const entries = (request.cookies[options.name] ?? '').split(RECEIPT_SEPARATOR).slice(0, options.limit);
    for (const entry of entries) {
      const [, id, until, signature] = RECEIPT_ENTRY.exec(entry) ?? [];
      if (!id || !until || !signature || !isUuid(id) || Number(until) <= now) continue;
      if (safeEqual(signature, sign(`${id}:${until}`))) receipts.push({ id, until: Number(until) });
    }
    return receipts;
  }

  return {
    add(request, reply, id, until) {
      const added = { id: id.toLowerCase(), until: Math.floor(until.getTime() / 1000) };
      const kept = [added, ...read(request).filter((receipt) => receipt.id !== added.id)]
        .sort((a, b) => b.until - a.until)
        .slice(0, options.limit);
      const last = kept[0]?.until ?? added.until;
      const value = kept
        .map((receipt) => `${receipt.id}.${receipt.until}.${sign(`${receipt.id}:${receipt.until}`)}`)
        .join(RECEIPT_SEPARATOR);
      reply.setCookie(options.name, value, {
        ...cookieOptions(options.path, config),
        maxAge: Math.max(0, last - nowSeconds()),
      });
    },
    held: (request) => read(request).map((receipt) => receipt.id),
    clear(reply) {
      reply.clearCookie(options.name, cookieOptions(options.path, config));
    },
  };
}
