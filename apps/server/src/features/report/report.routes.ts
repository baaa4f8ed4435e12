import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { InspectionReportSchema, ReportAccessErrorSchema } from '@verificauto/shared/contracts/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCompressedJson } from '../../lib/compressed-json';
import type { ReportReader } from './report.service';

// Any text: a malformed id is an unknown report (404), not a bad request.
const ReportParamsSchema = z.object({ uuid: z.string() });

export const reportRoutes =
  (readReport: ReportReader): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/report/:uuid',
      {
        schema: {
          params: ReportParamsSchema,
          response: {
            200: InspectionReportSchema,
            401: ReportAccessErrorSchema,
            403: ReportAccessErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // Personal content: no shared cache may keep it.
        reply.header('cache-control', 'private, no-store');
        return sendCompressedJson(request, reply, await readReport(request.params.uuid, request.sessionUser));
      },
    );
  };
