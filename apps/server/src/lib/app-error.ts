import type { FieldErrors } from '@verificauto/shared/contracts/api-error';

/**
 * An expected failure with an Italian message for the user; the error handler sends `{ code, message }`
 * and the `extra` fields (`fields` for the wrong inputs, see `invalidInput`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with the error, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const INVALID_INPUT = 'Controlla i dati inseriti.';

/**
 * 400 `invalid_input`: the Italian message of each wrong input by its path, and as `message` the first
 * problem's (docs/decisions/029-error-answers.md). Also for a service's own checks of one field.
 */
export const invalidInput = (fields: FieldErrors, message = Object.values(fields)[0] ?? INVALID_INPUT) =>
  new AppError(400, 'invalid_input', message, Object.keys(fields).length > 0 ? { fields } : {});

export const notFound = (message = 'Risorsa non trovata.') => new AppError(404, 'not_found', message);

/**
 * The database cannot be reached at the moment (docs/decisions/044-database-faults.md): worth asking again
 * in a few seconds, never kept by a cache.
 */
export const databaseUnavailable = () =>
  new AppError(
    503,
    'database_unavailable',
    'Il servizio non è al momento disponibile: riprova tra qualche istante.',
    {},
    { 'retry-after': '5', 'cache-control': 'no-store' },
  );
