import {
  MeSchema,
  MessageSchema,
  SessionExpirySchema,
  SignInRequestSchema,
  SignInResponseSchema,
} from '@verificauto/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { Db } from '../../db/db';
import { forgiveRateLimitHit, hitRateLimit } from '../../lib/rate-limit';
import { notSignedIn, requireUser } from '../../lib/session-user';
import { MESSAGES } from './account-messages';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { endSession, refreshSession } from './session/session.service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session/session-cookie';
import { signIn } from './sign-in.service';

/** The session calls (docs/product.md#sign-in): /auth/me, /auth/signin, /auth/signout, /auth/refresh. */
export const authRoutes =
  ({
    db,
    config,
  }: {
    db: Db;
    config: Pick<Config, 'isProduction' | 'xsrfSecret' | 'contactEmail'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth/me',
      { schema: { summary: 'L’utente della sessione', tags: ['auth'], response: { 200: MeSchema } } },
      async (request) => {
        const { email, name, confirmed, role } = requireUser(request);
        return { email, name, confirmed, role };
      },
    );

    app.post(
      '/auth/signin',
      {
        schema: {
          summary: 'Accede con e-mail e password e apre la sessione',
          tags: ['auth'],
          body: SignInRequestSchema,
          response: { 200: SignInResponseSchema },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, AUTH_RATE_LIMITS.signInPerIp, request.ip);
        const client = {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          device: readDeviceCookie(request, config),
        };
        const session = await signIn(db, request.body, client, config);
        // Only failures count against an address: many people share one (an office, a mobile network's NAT).
        await forgiveRateLimitHit(db, AUTH_RATE_LIMITS.signInPerIp, request.ip);
        const previous = readSessionToken(request, config);
        if (previous) await endSession(db, previous);
        setSessionCookie(reply, session.token, config);
        setDeviceCookie(reply, session.device, config);
        return { expires_in: session.expiresIn, role: session.role };
      },
    );

    app.post(
      '/auth/signout',
      { schema: { summary: 'Chiude la sessione', tags: ['auth'], response: { 200: MessageSchema } } },
      async (request, reply) => {
        const token = readSessionToken(request, config);
        if (token) await endSession(db, token);
        clearSessionCookie(reply, config);
        return { message: MESSAGES.signedOut };
      },
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          summary: 'Rinnova la sessione e ne dice la scadenza',
          tags: ['auth'],
          response: { 200: SessionExpirySchema },
        },
      },
      async (request) => {
        const token = readSessionToken(request, config);
        const expiresIn = request.sessionUser && token ? await refreshSession(db, token) : undefined;
        if (expiresIn === undefined) throw notSignedIn();
        return { expires_in: expiresIn };
      },
    );
  };
