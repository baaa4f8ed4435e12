import {
  FailedMailsQuerySchema,
  FailedMailsSchema,
  MailResentSchema,
} from '@verificauto/shared/contracts/backoffice-mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { requireRole } from '../../../lib/session-user';
import { ERRORS, IdParams } from '../route-schemas';
import { readFailedMails, resendFailedMail } from './mail-failures.service';

/** E-mails that could not be sent, and "Invia di nuovo". Registered inside backofficeRoutes, behind its role check. */
export const mailFailuresRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/failed-mails',
      {
        schema: {
          summary: 'Le e-mail non consegnate',
          tags: ['backoffice'],
          querystring: FailedMailsQuerySchema,
          response: { 200: FailedMailsSchema, ...ERRORS },
        },
      },
      (request) => readFailedMails(db, request.query),
    );

    app.post(
      '/api/backoffice/failed-mails/:id/resend',
      {
        schema: {
          summary: 'Rispedisce un’e-mail non consegnata',
          tags: ['backoffice'],
          params: IdParams,
          response: { 200: MailResentSchema, ...ERRORS },
        },
      },
      (request) => resendFailedMail(db, requireRole(request, 'backoffice'), request.params.id),
    );
  };
