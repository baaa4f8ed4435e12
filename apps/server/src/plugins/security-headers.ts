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

const GOOGLE_MAPS: ThirdPartyOrigins = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};
const GOOGLE_TAG_MANAGER: ThirdPartyOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
};
// A workshop's Calendly link is its own configuration: the widget is a frame, opened only on request.
const CALENDLY: ThirdPartyOrigins = { frame: ['https://calendly.com'] };

/** The origins the configured features need: none beyond Calendly's frame with the defaults. */
export function thirdPartyOrigins(config: Pick<Config, 'maps' | 'gtmId'>): ThirdPartyOrigins {
  const parts: ThirdPartyOrigins[] = [CALENDLY];
  if (config.maps.provider === 'google') parts.push(GOOGLE_MAPS);
  if (config.maps.provider === 'leaflet' && config.maps.tiles) {
    // {s} subdomains become a wildcard: a.tile…, b.tile… are one server farm.
    const origin = new URL(config.maps.tiles.url.replace(/\{s\}/g, 'tiles')).origin;
    parts.push({
      img: [config.maps.tiles.url.includes('{s}') ? origin.replace('//tiles.', '//*.') : origin],
    });
  }
  if (config.gtmId) parts.push(GOOGLE_TAG_MANAGER);
  const merged: ThirdPartyOrigins = {};
  for (const part of parts) {
    for (const [directive, origins] of Object.entries(part) as [keyof ThirdPartyOrigins, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...origins])];
    }
  }
  return merged;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  extra: ThirdPartyOrigins = thirdPartyOrigins(config),
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
