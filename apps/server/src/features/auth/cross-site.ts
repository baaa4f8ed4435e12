import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { MESSAGES } from './account-messages';

// Fetch Metadata: browsers say who started a request; 'none' is the user opening the address directly.
const OUR_OWN = new Set(['same-origin', 'none']);

/**
 * Refuses a request that a browser marks as started by a page of another site (decision 028). Clients
 * that send no mark (older browsers, scripts) pass: the caller's rate limits cap them.
 */
export function refuseOtherSites(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OUR_OWN.has(site)) {
    throw new AppError(403, 'cross_site', MESSAGES.crossSite);
  }
}
