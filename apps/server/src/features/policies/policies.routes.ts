import {
  REFUND_FORM_PATH,
  REGULATION_PDF_PATH,
  WITHDRAWAL_FORM_PATH,
} from '@verificauto/shared/legal/regulation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../lib/openapi-responses';
import type { LegalDocuments, PolicyPdf } from './legal-documents';

const ONE_DAY_SECONDS = 86_400;

const FILES: { path: string; pdf: PolicyPdf; filename: string; summary: string }[] = [
  {
    path: REGULATION_PDF_PATH,
    pdf: 'regulation',
    filename: 'regolamento-verificauto.pdf',
    summary: 'Il regolamento in PDF',
  },
  {
    path: WITHDRAWAL_FORM_PATH,
    pdf: 'withdrawalForm',
    filename: 'modulo-recesso-verificauto.pdf',
    summary: 'Il modulo di recesso in PDF',
  },
  {
    path: REFUND_FORM_PATH,
    pdf: 'refundForm',
    filename: 'modulo-rimborso-verificauto.pdf',
    summary: 'Il modulo di rimborso in PDF',
  },
];

export const policiesRoutes =
  (legal: LegalDocuments): FastifyPluginAsyncZod =>
  async (app) => {
    for (const file of FILES) {
      const schema = {
        summary: file.summary,
        tags: ['policies'],
        response: { 200: fileResponse(`Il PDF, da scaricare come ${file.filename}`, 'application/pdf') },
      };
      app.get(file.path, { schema }, async (_request, reply) => {
        const pdf = await legal.pdf(file.pdf);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
          .send(pdf);
      });
    }
  };
