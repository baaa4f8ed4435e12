// How a PostgreSQL server that cannot be reached shows in node-postgres: socket errors of Node, SQLSTATEs
// of a server going down or not up yet, and errors of pg and pg-pool that have only their message.

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast stop, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether `error` says the database could not be reached, rather than that a statement failed. Looks
 * into `cause` and, for a host with several addresses, into each attempt of an AggregateError.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as ErrorLike;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code)) return true;
    // Class 08, connection_exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.has(message)) return true;
  if (Array.isArray(errors) && errors.some((each) => isConnectionFailure(each, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}
