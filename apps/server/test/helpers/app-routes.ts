import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** Fastify's pattern: `/api/report/:uuid`. */
  path: string;
}

/**
 * Every route the running app has, but the HEAD that Fastify adds to each GET, from its route tree,
 * where each level is indented by four characters: a route added later is covered without listing it.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const prefixes: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${segment}`;
    prefixes.push(segment);
    for (const method of methods.split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push({ method, path });
    }
  }
  return routes;
}
