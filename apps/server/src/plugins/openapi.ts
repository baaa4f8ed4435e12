import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { changesState } from '../lib/http-methods';
import { needsSession } from '../lib/session-user';
import { isXsrfExempt } from './xsrf';

const OPENAPI_PATH = '/api/openapi.json';
export const API_REFERENCE_PREFIX = '/api/docs';

export interface OpenApiOptions {
  isProduction: boolean;
  /** The session cookie's name, `__Host-` prefixed in production (the auth feature's). */
  sessionCookie: string;
}

interface ContentResponse {
  description?: string;
  content: Record<string, { schema: ZodType }>;
}

const isContentResponse = (response: unknown): response is ContentResponse =>
  typeof response === 'object' && response !== null && 'content' in response;

/** A schema in the document's dialect, JSON Schema 2020-12, which names itself once at the top. */
function jsonSchemaOf(schema: ZodType) {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return json;
}

/**
 * fastify-type-provider-zod turns the zod schemas into JSON Schema, but reads every response as one zod
 * schema; a file's response is in Fastify's form by content type (lib/openapi-responses.ts), so each of
 * its schemas is converted here. The web build's files are not API.
 */
const transform: SwaggerTransform = (input) => {
  if (input.route.config?.staticFile) return { schema: { hide: true }, url: input.url };
  const responses = Object.entries(input.schema?.response ?? {});
  const byContentType = responses.filter(([, response]) => isContentResponse(response));
  if (byContentType.length === 0) return jsonSchemaTransform(input);
  const zodResponses = responses.filter(([, response]) => !isContentResponse(response));
  const result = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, response: Object.fromEntries(zodResponses) },
  });
  const converted = byContentType.map(([status, response]) => {
    const { description, content } = response as ContentResponse;
    const media = Object.entries(content).map(([type, { schema }]) => [
      type,
      { schema: jsonSchemaOf(schema) },
    ]);
    return [status, { description, content: Object.fromEntries(media) }];
  });
  return {
    url: result.url,
    schema: {
      ...result.schema,
      response: { ...(result.schema.response as object), ...Object.fromEntries(converted) },
    },
  };
};

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/** Who may call an operation, as the request hooks decide it (plugins/xsrf.ts, lib/session-user.ts). */
function securityOf(method: string, path: string) {
  if (isXsrfExempt(path)) return [];
  const session = needsSession(path);
  if (changesState(method)) return session ? [{ session: [], xsrf: [] }, { xsrf: [] }] : [{ xsrf: [] }];
  return session ? [{ session: [] }, {}] : [];
}

type Operation = { responses?: Record<string, { description?: string; $ref?: string }>; security?: unknown };

// What @fastify/swagger writes for a response whose schema has no description.
const NO_DESCRIPTION = 'Default Response';

/**
 * Named schemas become components (the error's `ApiError`); every operation gets the error answer for
 * the statuses it does not describe, and its security as the hooks apply it; a response that says
 * nothing more is its status's name.
 */
const completeDocument =
  ({ sessionCookie }: OpenApiOptions): SwaggerTransformObject =>
  (input) => {
    const document = jsonSchemaTransformObject(input) as {
      paths?: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Record<string, unknown>>; [name: string]: unknown };
    };
    // Named by their place in the document, not by an `$id` (which may not hold a fragment in JSON Schema).
    for (const schema of Object.values(document.components?.schemas ?? {})) {
      delete schema.$id;
      delete schema.$schema;
    }
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (response.description === NO_DESCRIPTION) response.description = STATUS_CODES[status] ?? status;
        }
        operation.responses = { ...operation.responses, '4XX': ERROR_RESPONSE, '5XX': ERROR_RESPONSE };
        operation.security ??= securityOf(method.toUpperCase(), path);
      }
    }
    document.components = {
      ...document.components,
      responses: {
        Error: {
          description:
            'Errore: `code` in snake_case, `message` in italiano da mostrare così com’è, `fields` i campi sbagliati di un modulo.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description:
            'La sessione, data da POST /auth/signin. Facoltativa dove l’operazione serve anche gli ospiti; le aree /api/workshop/ e /api/backoffice/ rispondono 401 senza e 403 a un altro ruolo.',
        },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `Il valore del cookie ${XSRF_COOKIE}, legato alla sessione, che il server dà con ogni risposta a chi non ne ha uno valido: richiesto da POST, PUT, PATCH e DELETE, tranne i webhook dei fornitori, che firmano le loro richieste.`,
        },
      },
    };
    return document;
  };

/**
 * The API described as OpenAPI 3.1 from the routes' zod schemas, at /api/openapi.json also in production;
 * the reference page at /api/docs only in development (docs/decisions/079-openapi.md). Registered before
 * the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Verificauto API',
        version: '1',
        description:
          'L’API del sito e delle sue app (officine, back office). Le risposte di errore sono `{code, message}`.',
      },
      tags: [
        { name: 'auth', description: 'Accesso, sessione e account' },
        { name: 'profile', description: 'I report e i dati dell’utente' },
        { name: 'booking', description: 'Officine, posti liberi, prenotazioni e chiusure' },
        {
          name: 'payments',
          description: 'Acquisto dei report, quota di prenotazione, fatture e webhook di Stripe',
        },
        { name: 'report', description: 'La lettura del report' },
        { name: 'photos', description: 'Le foto dei report' },
        { name: 'workshop', description: 'L’app dell’officina: prenotazioni, bozze, foto, invio' },
        {
          name: 'backoffice',
          description: 'Approvazione, correzioni, utenti, officine, codici sconto, fatture, registro',
        },
        { name: 'withdrawal', description: 'Il recesso dal link firmato' },
        { name: 'policies', description: 'Regolamento e moduli in PDF' },
        { name: 'health', description: 'Lo stato del processo per l’orchestratore e il proxy' },
        { name: 'metrics', description: 'Le metriche di ogni istanza, per Prometheus' },
        { name: 'dev-mailbox', description: 'Le e-mail inviate, solo in sviluppo' },
      ],
    },
    transform,
    transformObject: completeDocument(options),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  if (options.isProduction) return;
  // Loaded only here: production never evaluates it. It serves its own scripts and styles, and sets a
  // few styles inline, which its pages alone may do.
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
