import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../lib/openapi-responses';
import { isStaticFile } from '../../plugins/static-assets';
import { type AppMetrics, checkMetricsAccess } from './metrics.service';

export const METRICS_PATH = '/metrics';

/**
 * A bounded set of route labels: the route's template; the web build's files one label, not one each; the
 * pages and the unknown paths, which the not-found handler answers, one more (docs/decisions/080-metrics.md).
 */
function routeLabel(request: FastifyRequest): string {
  if (isStaticFile(request)) return 'static';
  return request.routeOptions.url ?? 'unmatched';
}

/** Times every request but the scrapes themselves, from its arrival to its last byte handed to Node. */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request);
    if (route === METRICS_PATH) return;
    metrics.observeRequest({
      method: request.method,
      route,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}

/** Prometheus's text format; with a token configured (always in production), for its holder only. */
export const metricsRoutes =
  ({ metrics, token }: { metrics: AppMetrics; token: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      METRICS_PATH,
      {
        schema: {
          summary: 'Le metriche per Prometheus (con METRICS_TOKEN, se impostato)',
          tags: ['metrics'],
          response: { 200: fileResponse('Formato di testo di Prometheus', 'text/plain') },
        },
      },
      async (request, reply) => {
        checkMetricsAccess(request.headers.authorization, token);
        const { contentType, body } = await metrics.scrape();
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      },
    );
  };
