import type { Role } from '@verificauto/shared/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { changesState } from './http-methods';

/** The signed-in user as every feature sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  workshopId: string | null;
  confirmed: boolean;
}

/** The user behind a session token; `fresh` asks the database rather than a cache. */
export type SessionResolver = (token: string, options: { fresh: boolean }) => Promise<SessionUser | null>;

/** Where the sessions come from: the auth feature, wired in by app.ts. */
export interface SessionSource {
  readToken: (request: FastifyRequest) => string | undefined;
  resolve: SessionResolver;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per /api/ and /auth/ request; null for guests (and elsewhere). */
    sessionUser: SessionUser | null;
  }
}

const SESSION_PREFIXES = ['/api/', '/auth/'];
// Photo variants are public and requested many at a time: no session query for them.
const SESSIONLESS_PREFIXES = ['/api/photos/'];
export const needsSession = (url: string) =>
  SESSION_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
  !SESSIONLESS_PREFIXES.some((prefix) => url.startsWith(prefix));

const NOT_SIGNED_IN_MESSAGE = 'Devi accedere per continuare.';

export function registerSessionUser(app: FastifyInstance, sessions: SessionSource) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (!needsSession(request.url)) return;
    const token = sessions.readToken(request);
    request.sessionUser = token
      ? await sessions.resolve(token, { fresh: changesState(request.method) })
      : null;
  });
}

export const notSignedIn = () => new AppError(401, 'unauthenticated', NOT_SIGNED_IN_MESSAGE);

/** The signed-in user, or a 401 for guests and ended sessions. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw notSignedIn();
  return request.sessionUser;
}

const ROLE_REFUSED_MESSAGE: Readonly<Record<Exclude<Role, 'user'>, string>> = {
  technician: 'Questa area è riservata ai tecnici delle officine partner.',
  backoffice: 'Questa area è riservata al back office di Verificauto.',
};

/** The signed-in user of that role: 401 for guests, 403 for any other role (the role matrix of test/roles-matrix.test.ts). */
export function requireRole(request: FastifyRequest, role: Exclude<Role, 'user'>): SessionUser {
  const user = requireUser(request);
  if (user.role !== role) throw new AppError(403, 'forbidden_role', ROLE_REFUSED_MESSAGE[role]);
  return user;
}
