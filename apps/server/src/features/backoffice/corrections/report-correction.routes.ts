import { ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { CorrectionRequestSchema } from '@verificauto/shared/contracts/backoffice-corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../../lib/session-user';
import { ERRORS, OkSchema, UuidParams } from '../route-schemas';
import { reportChanges } from './report-changes.service';
import { type ReportCorrectionDeps, requestCorrection } from './report-correction.service';

/** A correction of an approved report. Registered inside backofficeRoutes, behind its role check. */
export const reportCorrectionRoutes =
  (deps: ReportCorrectionDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/backoffice/reports/:uuid/correct',
      {
        schema: {
          summary: 'Apre la correzione di un report approvato',
          tags: ['backoffice'],
          params: UuidParams,
          body: CorrectionRequestSchema,
          response: { 200: OkSchema, ...ERRORS },
        },
      },
      (request) =>
        requestCorrection(deps, requireRole(request, 'backoffice'), request.params.uuid, request.body.reason),
    );

    app.get(
      '/api/backoffice/reports/:uuid/changes',
      {
        schema: {
          summary: 'Le modifiche di un report rispetto alla versione approvata',
          tags: ['backoffice'],
          params: UuidParams,
          response: { 200: ReportChangesSchema, ...ERRORS },
        },
      },
      (request) => reportChanges(deps.db, request.params.uuid),
    );
  };
