import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/db';
import { fileResponse } from '../../../lib/openapi-responses';
import { requireUser } from '../../../lib/session-user';
import { type InvoiceFile, invoicePdf, invoiceXml } from './invoice-files.service';

const InvoiceParams = z.object({ uuid: z.string(), kind: z.enum(['invoice', 'credit_note']) });
// `id`: one of several credit notes of the purchase (decision 046).
const InvoiceQuery = z.object({ id: z.string().optional() });
const documentSchema = { tags: ['payments'], params: InvoiceParams, querystring: InvoiceQuery };

const documentRef = (request: {
  params: z.infer<typeof InvoiceParams>;
  query: z.infer<typeof InvoiceQuery>;
}) => ({ purchaseId: request.params.uuid, kind: request.params.kind, documentId: request.query.id });

const sendFile = (
  reply: { header(n: string, v: string): unknown; type(t: string): unknown },
  file: InvoiceFile,
) => {
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.type(file.contentType);
  return file.body;
};

/** The invoices and credit notes of an order: the PDF for its buyer and the back office, the XML for the latter. */
export const invoicesRoutes =
  ({ db, contactEmail }: { db: Db; contactEmail: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const pdf = {
      ...documentSchema,
      summary: 'Fattura o nota di credito in PDF',
      response: { 200: fileResponse('Il documento, da scaricare', 'application/pdf') },
    };
    const xml = {
      ...documentSchema,
      summary: 'Fattura o nota di credito in XML FatturaPA (back office)',
      response: { 200: fileResponse('Il documento, da scaricare', 'application/xml') },
    };
    app.get('/api/purchases/:uuid/:kind.pdf', { schema: pdf }, async (request, reply) =>
      sendFile(reply, await invoicePdf(db, documentRef(request), requireUser(request), contactEmail)),
    );
    app.get('/api/purchases/:uuid/:kind.xml', { schema: xml }, async (request, reply) =>
      sendFile(reply, await invoiceXml(db, documentRef(request), requireUser(request))),
    );
  };
