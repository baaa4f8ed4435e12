import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { keepAnswer, readKeptAnswer } from './kept-answers';

/** No network, or a proxy that cannot reach the server: the kept copy is the best there is. */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

/**
 * The server's answer, kept on the device on the way; without a network, the answer kept at the last online
 * visit (docs/decisions/068-workshop-data-offline.md). Any answer of the server itself (401, 403, 404) stands:
 * the kept copy never replaces a refusal.
 */
export async function loadKeepingOnDevice<T>(
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const kept = await readKeptAnswer(key, schema);
    if (kept !== undefined) return kept;
  }
  try {
    const value = await load();
    void keepAnswer(key, value);
    return value;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = await readKeptAnswer(key, schema);
    if (kept === undefined) throw error;
    return kept;
  }
}
