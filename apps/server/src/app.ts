import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Db } from './db/db';
import { healthRoutes } from './features/health/health.routes';
import { paths } from './paths';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Directory of the built web app; tests point it at a fixture. */
  webRoot?: string;
}

export async function buildApp({ config, db, webRoot = paths.webDist }: AppDeps) {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    trustProxy: config.isProduction,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, config);
  await app.register(cookie);

  await app.register(healthRoutes(db));

  await registerSpa(app, webRoot);
  return app;
}
