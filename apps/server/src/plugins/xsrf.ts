import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { AppError } from '../lib/app-error';
import { changesState } from '../lib/http-methods';
import { safeEqual } from '../lib/tokens';
import { issueXsrfCookie, isXsrfTokenOf } from '../lib/xsrf-token';
import { isStaticFile } from './static-assets';

export const XSRF_MESSAGE = 'Sessione di sicurezza scaduta: ricarica la pagina e riprova.';

/** Callers that cannot read our cookie and prove themselves another way (provider signatures). */
const XSRF_EXEMPT_PREFIXES = ['/api/payments/stripe/webhook', '/api/webhooks/calendly'];

export const isXsrfExempt = (url: string) => XSRF_EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Signed double-submit anti-forgery check (decision 028): the SPA copies the XSRF-TOKEN cookie (readable
 * only by pages of our origin) into the X-XSRF-TOKEN header of every state-changing request; another
 * site can do neither. The token is an HMAC bound to the session cookie, so one planted by a sibling
 * site or taken from another session (or from before sign-in) is refused.
 */
export function registerXsrf(
  app: FastifyInstance,
  config: Pick<Config, 'xsrfSecret' | 'isProduction'>,
  readSessionToken: (request: FastifyRequest) => string | undefined,
) {
  app.addHook('onRequest', async (request, reply) => {
    const session = readSessionToken(request);
    const cookie = request.cookies[XSRF_COOKIE];
    const token = cookie && isXsrfTokenOf(config.xsrfSecret, session, cookie) ? cookie : undefined;
    // Missing, or not this session's: any page or API answer brings the browser a good one for the next
    // request. Not a file of the web build: a Set-Cookie would keep shared caches from storing it.
    if (!token && !isStaticFile(request)) issueXsrfCookie(reply, session, config);
    // An unknown route changes nothing; its 404 is more useful than a 403.
    if (!changesState(request.method) || request.is404 || isXsrfExempt(request.url)) return;
    const header = request.headers[XSRF_HEADER];
    if (!token || typeof header !== 'string' || !safeEqual(header, token)) {
      throw new AppError(403, 'xsrf', XSRF_MESSAGE);
    }
  });
}
