import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../lib/change-feed';
import { changesState } from '../lib/http-methods';

/**
 * Before answering a request that may have changed state, wait until this instance's caches have
 * heard of the change: the client's next read, here, sees its own write (other instances hear of it
 * within the notice's trip).
 */
export function registerChangeBarrier(app: FastifyInstance, feed: ChangeFeed) {
  app.addHook('onSend', async (request) => {
    if (changesState(request.method)) await feed.sync();
  });
}
