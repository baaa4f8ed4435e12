import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import { AppError } from '../lib/app-error';
import { changesState } from '../lib/http-methods';
import { randomToken, safeEqual } from '../lib/tokens';

export const XSRF_MESSAGE = 'Sessione di sicurezza scaduta: ricarica la pagina e riprova.';

/** Callers that cannot read our cookie and prove themselves another way (provider signatures). */
const XSRF_EXEMPT_PREFIXES = ['/api/payments/webhook/'];

const isExempt = (url: string) => XSRF_EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Double-submit anti-forgery check: the SPA copies the XSRF-TOKEN cookie (readable only by pages of our
 * origin) into the X-XSRF-TOKEN header of every state-changing request; another site can do neither.
 */
export function registerXsrf(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomToken(), {
        path: '/',
        sameSite: 'lax',
        secure: config.isProduction,
        httpOnly: false,
      });
    }
    // An unknown route changes nothing; its 404 is more useful than a 403.
    if (!changesState(request.method) || request.is404 || isExempt(request.url)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new AppError(403, 'xsrf', XSRF_MESSAGE);
    }
  });
}
