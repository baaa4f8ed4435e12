import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  InspectorParamsSchema,
  InspectorSlotsSchema,
  InspectorsQuerySchema,
  InspectorsSchema,
} from '@verificauto/shared/contracts/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { findInspectors, listFreeSlots } from './booking.service';

// The same for every visitor and changed only when a workshop is added or moved: a minute of caching is
// harmless and absorbs repeated searches.
const INSPECTORS_CACHE_CONTROL = 'public, max-age=60';

export const bookingRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/inspectors',
      {
        schema: {
          querystring: InspectorsQuerySchema,
          response: { 200: InspectorsSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', INSPECTORS_CACHE_CONTROL);
        return findInspectors(db, request.query);
      },
    );

    app.get(
      '/api/inspectors/:uuid/slots',
      {
        schema: {
          params: InspectorParamsSchema,
          response: { 200: InspectorSlotsSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        // A slot booked a second ago must disappear at once.
        reply.header('cache-control', 'no-store');
        return listFreeSlots(db, request.params.uuid);
      },
    );
  };
