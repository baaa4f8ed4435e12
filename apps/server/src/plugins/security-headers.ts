import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';

/** Extra origins a configured feature needs (maps, payments, scheduling); none by default. */
export interface ThirdPartyOrigins {
  script?: string[];
  connect?: string[];
  frame?: string[];
  img?: string[];
  style?: string[];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  extra: ThirdPartyOrigins = {},
) {
  // The dev mailbox shows each e-mail in a frame from this origin; it does not exist in production.
  const frames = [...(config.isProduction ? [] : ["'self'"]), ...(extra.frame ?? [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.script ?? [])],
        styleSrc: ["'self'", ...(extra.style ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(extra.img ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(extra.connect ?? [])],
        frameSrc: frames.length ? frames : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the payment and scheduling embeds.
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
