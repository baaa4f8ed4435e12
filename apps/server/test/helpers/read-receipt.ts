import type { FastifyReply, FastifyRequest } from 'fastify';
import { readReceiptsCookie } from '../../src/lib/read-receipts';
import type { TestContext } from './test-app';

/**
 * The value of a read-receipts cookie (va_reads) holding `purchaseId` for a day, as the purchase's receipt page
 * would set it, for tests that need a browser holding one without paying.
 */
export function signedReadReceipt(ctx: Pick<TestContext, 'config'>, purchaseId: string): string {
  let value = '';
  const reply = { setCookie: (_name: string, cookie: string) => (value = cookie) };
  readReceiptsCookie(ctx.config).add(
    { cookies: {} } as FastifyRequest,
    reply as unknown as FastifyReply,
    purchaseId,
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
  return value;
}
