/** An expected failure with an Italian message for the user; the error handler sends `{ code, message }`. */
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
