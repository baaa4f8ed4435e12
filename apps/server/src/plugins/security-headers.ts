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
  font?: string[];
  worker?: string[];
}

/**
 * Google's list for the Maps JavaScript API with an allowlist policy
 * (https://developers.google.com/maps/documentation/javascript/content-security-policy): the API loads
 * more scripts, tiles and fonts from these hosts, and injects style elements, which without per-response
 * nonces only 'unsafe-inline' lets through; hence Leaflet is the default (decision 036).
 */
const GOOGLE_MAPS: ThirdPartyOrigins = {
  script: [
    "'unsafe-eval'",
    'blob:',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  frame: ['https://*.google.com'],
  style: ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  worker: ['blob:'],
};
const GOOGLE_TAG_MANAGER: ThirdPartyOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
};
// A workshop's Calendly link is its own configuration: the widget is a frame, opened only on request.
const CALENDLY: ThirdPartyOrigins = { frame: ['https://calendly.com'] };

/**
 * The origin of a tile URL template for img-src: a host label with Leaflet's {s} subdomain placeholder
 * (a.tile…, b.tile…: one server farm) and the labels before it become a wildcard.
 */
export function tilesOrigin(template: string): string {
  const { protocol, host } = new URL(template.replace(/\{[a-z]+\}/g, 'x'));
  const labels =
    template
      .slice(protocol.length + 2)
      .split(/[/?#]/)[0]
      ?.split('.') ?? [];
  const last = labels.findLastIndex((label) => label.includes('{s}'));
  return last === -1 ? `${protocol}//${host}` : `${protocol}//*.${labels.slice(last + 1).join('.')}`;
}

/** The origins the configured features need: none beyond Calendly's frame with the defaults. */
export function thirdPartyOrigins(config: Pick<Config, 'maps' | 'gtmId'>): ThirdPartyOrigins {
  const parts: ThirdPartyOrigins[] = [CALENDLY];
  if (config.maps.provider === 'google') parts.push(GOOGLE_MAPS);
  if (config.maps.provider === 'leaflet' && config.maps.tiles) {
    parts.push({ img: [tilesOrigin(config.maps.tiles.url)] });
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
  config: Pick<Config, 'isProduction' | 'maps' | 'gtmId'>,
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
        fontSrc: ["'self'", ...(extra.font ?? [])],
        connectSrc: ["'self'", ...(extra.connect ?? [])],
        frameSrc: frames.length ? frames : ["'none'"],
        ...(extra.worker ? { workerSrc: ["'self'", ...extra.worker] } : {}),
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
