import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { InspectionReportSchema, ReportAccessErrorSchema } from '@verificauto/shared/contracts/report';
import {
  ReportWaiverRequestSchema,
  ReportWaiverRequiredSchema,
} from '@verificauto/shared/contracts/report-waiver';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { sendCompressedJson } from '../../lib/compressed-json';
import { emptyResponse } from '../../lib/openapi-responses';
import type { ReceiptListCookie } from '../../lib/receipt-cookie';
import {
  type ReportReader,
  type ReportViewer,
  recordReportOpened,
  type WaiverRecorder,
} from './report.service';

// Any text: a malformed id is an unknown report (404), not a bad request.
const ReportParamsSchema = z.object({ uuid: z.string() });

export interface ReportRoutesDeps {
  db: Db;
  readReport: ReportReader;
  recordWaiver: WaiverRecorder;
  /** The purchases this browser paid for and reads without an account (docs/decisions/057-read-receipt.md). */
  readReceipts: Pick<ReceiptListCookie, 'held'>;
}

export const reportRoutes =
  ({ db, readReport, recordWaiver, readReceipts }: ReportRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const viewer = (request: FastifyRequest): ReportViewer => ({
      user: request.sessionUser,
      receipts: readReceipts.held(request),
    });

    app.get(
      '/api/report/:uuid',
      {
        schema: {
          summary: 'Un report, per chi può leggerlo',
          tags: ['report'],
          params: ReportParamsSchema,
          response: {
            200: InspectionReportSchema,
            401: ReportAccessErrorSchema,
            403: z.union([ReportWaiverRequiredSchema, ReportAccessErrorSchema]),
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // Personal content, also for a read receipt's holder: no shared cache may keep it.
        reply.header('cache-control', 'private, no-store');
        return sendCompressedJson(request, reply, await readReport(request.params.uuid, viewer(request)));
      },
    );

    app.post(
      '/api/report/:uuid/accepted',
      {
        schema: {
          summary: 'Registra la prima apertura del report da parte dell’acquirente',
          tags: ['report'],
          params: ReportParamsSchema,
          response: { 204: emptyResponse('Registrata, o già registrata') },
        },
      },
      async (request, reply) => {
        await recordReportOpened(db, request.params.uuid, viewer(request));
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/report/:uuid/waiver',
      {
        schema: {
          summary: 'L’acquirente rinuncia al recesso per leggere subito il report',
          tags: ['report'],
          params: ReportParamsSchema,
          body: ReportWaiverRequestSchema,
          response: { 204: emptyResponse('Rinuncia registrata: il report si può leggere') },
        },
      },
      async (request, reply) => {
        await recordWaiver(request.params.uuid, viewer(request), request.body);
        return reply.code(204).send(null);
      },
    );
  };
