import { FORBIDDEN_CHARACTERS_MESSAGE, isPlainText } from '@verificauto/shared/validation/plain-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Whether every string in a parsed request part (and every object key) is plain text. Iterative, so a
 * deeply nested JSON body cannot overflow the stack; raw bodies (photos, signed webhooks) are bytes.
 */
function holdsOnlyPlainText(part: unknown): boolean {
  const pending: unknown[] = [part];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && !isPlainText(value)) return false;
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (!isPlainText(key)) return false;
      pending.push(child);
    }
  }
  return true;
}

/**
 * Refuses control characters in the path, the query string and the body of every request, before any
 * schema or query sees them: NUL made PostgreSQL fail (a 500), and the others ended up in invoices that
 * are not XML.
 */
export function registerPlainTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (![request.params, request.query, request.body].every(holdsOnlyPlainText)) {
      throw new AppError(400, 'invalid_characters', FORBIDDEN_CHARACTERS_MESSAGE);
    }
  });
}
