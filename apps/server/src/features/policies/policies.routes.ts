import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import { buildRefundFormPdf } from './refund-form.pdf';

const ONE_DAY_SECONDS = 86_400;

export const policiesRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    // The form never changes while the server runs: build it on first request, then serve the same bytes.
    let refundForm: Promise<Buffer> | undefined;
    const getRefundForm = () => {
      refundForm ??= buildRefundFormPdf({ contactEmail: config.contactEmail }).catch((error: unknown) => {
        refundForm = undefined;
        throw error;
      });
      return refundForm;
    };

    // Binary answer: no JSON response schema.
    app.get('/api/policies/refund-form.pdf', async (_request, reply) => {
      const pdf = await getRefundForm();
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="modulo-rimborso-verificauto.pdf"')
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .send(pdf);
    });
  };
