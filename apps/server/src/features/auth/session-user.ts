import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { changesState } from '../../lib/http-methods';
import type { SessionUser } from './session.service';
import { readSessionToken } from './session-cookie';
import type { SessionResolver } from './session-resolver';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per /api/ and /auth/ request; null for guests (and elsewhere). */
    sessionUser: SessionUser | null;
  }
}

const SESSION_PREFIXES = ['/api/', '/auth/'];
// Photo variants are public and requested many at a time: no session query for them.
const SESSIONLESS_PREFIXES = ['/api/photos/'];
const needsSession = (url: string) =>
  SESSION_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
  !SESSIONLESS_PREFIXES.some((prefix) => url.startsWith(prefix));

const NOT_SIGNED_IN_MESSAGE = 'Devi accedere per continuare.';

export function registerSessionUser(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (!needsSession(request.url)) return;
    const token = readSessionToken(request);
    request.sessionUser = token ? await resolveSession(token, { fresh: changesState(request.method) }) : null;
  });
}

export const notSignedIn = () => new AppError(401, 'unauthenticated', NOT_SIGNED_IN_MESSAGE);

/** The signed-in user, or a 401 for guests and ended sessions. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw notSignedIn();
  return request.sessionUser;
}
