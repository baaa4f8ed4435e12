import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a fast shutdown or pg_terminate_backend', withCode('terminating connection', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['no connection slot left', withCode('sorry, too many clients already', '53300')],
    ['a connection ended by the server', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool time-out', new Error('timeout exceeded when trying to connect')],
    ['a query without an answer', new Error('Query read timeout')],
    [
      'a time-out wrapping its cause',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    [
      'every address of a host refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['a cause that is one', new Error('wrapped', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('is true for %s', (_case, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    [
      'a statement cancelled by its time-out',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['a plain error', new Error('nessun gestore registrato')],
    ['something that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});
