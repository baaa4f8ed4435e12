import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { isLoopback } from '../../lib/loopback';

/** What decides who may open the mailbox: the demo switch, the interface and the proxies. */
export type MailboxReach = Pick<Config, 'demo' | 'host' | 'trustProxy'>;

// The mailbox shows every activation and reset link without signing in, so it is for the developer's own
// browser only, or for anyone with DEMO=1 (docs/decisions/025-development-defaults.md).

/** A server others can reach (bound beyond loopback, or behind a proxy) never opens it without DEMO=1. */
const reachableFromThisComputerOnly = (config: MailboxReach) =>
  isLoopback(config.host) && config.trustProxy === false;

function comesFromThisComputer(request: FastifyRequest): boolean {
  return (
    // The socket's peer, not request.ip: no header can make a stranger look local.
    isLoopback(request.socket.remoteAddress) &&
    // A proxy on this computer relays strangers from loopback; its header gives it away.
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined &&
    // A site whose name resolves to 127.0.0.1 (DNS rebinding) must not read it from the developer's browser.
    isLoopback(request.hostname.replace(/^\[(.*)\]$/, '$1'))
  );
}

/** Whether the mailbox can answer anyone at all with this configuration (for the start banner). */
export const devMailboxOpenByConfig = (config: MailboxReach) =>
  config.demo || reachableFromThisComputerOnly(config);

/** Whether this request may read the mailbox. */
export const devMailboxOpenTo = (request: FastifyRequest, config: MailboxReach) =>
  config.demo || (reachableFromThisComputerOnly(config) && comesFromThisComputer(request));
