import {
  MailboxAttachmentParamsSchema,
  MailboxListSchema,
  MailboxMessageParamsSchema,
  MailboxMessageSchema,
} from '@verificauto/shared/contracts/dev-mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { fileResponse } from '../../lib/openapi-responses';
import {
  attachmentDisposition,
  emailPage,
  getMailboxAttachment,
  getMailboxMessage,
  listMailbox,
} from './dev-mailbox.service';
import { devMailboxOpenTo, type MailboxReach } from './dev-mailbox-access';

/** The e-mail page may only style itself inline and show images: no script, no form, framed by us only. */
const EMAIL_PAGE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
  // The mailbox frames it sandboxed (an opaque origin), where Chromium warns about this header.
  originAgentCluster: false,
};

/** An attachment is only ever downloaded: should a browser render it anyway, it can load and run nothing. */
const ATTACHMENT_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], sandbox: [], frameAncestors: ["'none'"] },
  },
};

const LOCAL_ONLY = new AppError(
  403,
  'dev_mailbox_local_only',
  'La casella email di sviluppo si apre solo da questo computer. Per una demo aperta ad altri avvia il server con DEMO=1.',
);

/**
 * Every e-mail of the outbox, for development and the browser tests, to this computer only unless DEMO=1;
 * app.ts never registers it in production.
 */
export const devMailboxRoutes =
  ({ db, config }: { db: Db; config: MailboxReach }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!devMailboxOpenTo(request, config)) throw LOCAL_ONLY;
    });

    app.get(
      '/dev/api/mailbox',
      {
        schema: {
          summary: 'Le e-mail inviate (solo sviluppo)',
          tags: ['dev-mailbox'],
          response: { 200: MailboxListSchema },
        },
      },
      () => listMailbox(db),
    );

    app.get(
      '/dev/api/mailbox/:id',
      {
        schema: {
          summary: 'Un’e-mail inviata (solo sviluppo)',
          tags: ['dev-mailbox'],
          params: MailboxMessageParamsSchema,
          response: { 200: MailboxMessageSchema },
        },
      },
      (request) => getMailboxMessage(db, request.params.id),
    );

    app.get(
      '/dev/api/mailbox/:id/html',
      {
        schema: {
          summary: 'Il testo HTML di un’e-mail inviata (solo sviluppo)',
          tags: ['dev-mailbox'],
          params: MailboxMessageParamsSchema,
          response: { 200: fileResponse('La pagina dell’e-mail', 'text/html') },
        },
        helmet: EMAIL_PAGE_HELMET,
      },
      async (request, reply) => {
        const mail = await getMailboxMessage(db, request.params.id);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(emailPage(mail.html));
      },
    );

    app.get(
      '/dev/api/mailbox/:id/attachments/:position',
      {
        schema: {
          summary: 'Un allegato di un’e-mail inviata (solo sviluppo)',
          tags: ['dev-mailbox'],
          params: MailboxAttachmentParamsSchema,
          response: { 200: fileResponse('L’allegato, nel suo tipo', 'application/octet-stream') },
        },
        helmet: ATTACHMENT_HELMET,
      },
      async (request, reply) => {
        const attachment = await getMailboxAttachment(db, request.params.id, request.params.position);
        return reply
          .type(attachment.contentType)
          .header('content-disposition', attachmentDisposition(attachment.filename))
          .header('cache-control', 'no-store')
          .send(attachment.content);
      },
    );
  };
