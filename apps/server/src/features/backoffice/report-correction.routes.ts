import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { CorrectionRequestSchema } from '@verificauto/shared/contracts/backoffice-corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/session-user';
import { reportChanges } from './report-changes.service';
import { type ReportCorrectionDeps, requestCorrection } from './report-correction.service';

// Any text: a malformed id is an unknown report (404), not a bad request.
const UuidParams = z.object({ uuid: z.string() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** A correction of an approved report. Registered inside backofficeRoutes, behind its role check. */
export const reportCorrectionRoutes =
  (deps: ReportCorrectionDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/backoffice/reports/:uuid/correct',
      {
        schema: {
          params: UuidParams,
          body: CorrectionRequestSchema,
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      (request) =>
        requestCorrection(deps, requireRole(request, 'backoffice'), request.params.uuid, request.body.reason),
    );

    app.get(
      '/api/backoffice/reports/:uuid/changes',
      { schema: { params: UuidParams, response: { 200: ReportChangesSchema, ...errors } } },
      (request) => reportChanges(deps.db, request.params.uuid),
    );
  };
