import { MessageSchema } from '@verificauto/shared/contracts/auth';
import {
  AccountDetailsSchema,
  CloseAccountRequestSchema,
  MyDataExportSchema,
  UpdateAccountRequestSchema,
} from '@verificauto/shared/contracts/my-data';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { Db } from '../../db/db';
import { hitRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../../lib/session-user';
import {
  CLOSE_ACCOUNT_LIMITS,
  closeAccount,
  exportPersonalData,
  MY_DATA_MESSAGES,
  type PasswordCheck,
  readAccountDetails,
  updateAccountDetails,
} from './my-data.service';

/** The company named in the closing e-mail, and what the session cookie's removal needs. */
type MyDataConfig = Pick<Config, 'company' | 'isProduction' | 'xsrfSecret'>;

/** What the auth feature lends, wired in by app.ts: the password check and the end of the browser's session. */
export interface AccountKeys {
  verifyPassword: PasswordCheck;
  clearSessionCookie: (reply: FastifyReply, config: MyDataConfig) => void;
}

/** "I miei dati" in /profile: see and correct name and phone, download everything, close the account. */
export const myDataRoutes =
  ({ db, config, keys }: { db: Db; config: MyDataConfig; keys: AccountKeys }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/account',
      {
        schema: {
          summary: 'I dati dell’account',
          tags: ['profile'],
          response: { 200: AccountDetailsSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return readAccountDetails(db, requireUser(request).id);
      },
    );

    app.patch(
      '/api/user/account',
      {
        schema: {
          summary: 'Modifica i dati dell’account',
          tags: ['profile'],
          body: UpdateAccountRequestSchema,
          response: { 200: AccountDetailsSchema },
        },
      },
      async (request) => updateAccountDetails(db, requireUser(request).id, request.body),
    );

    app.get(
      '/api/user/account/export',
      {
        schema: {
          summary: 'Esporta tutti i dati dell’account',
          tags: ['profile'],
          response: { 200: MyDataExportSchema },
        },
      },
      async (request, reply) => {
        const archive = await exportPersonalData(db, requireUser(request).id);
        reply.header('cache-control', 'no-store');
        reply.header(
          'content-disposition',
          `attachment; filename="verificauto-dati-${archive.generated_at.slice(0, 10)}.json"`,
        );
        return archive;
      },
    );

    app.post(
      '/api/user/account/close',
      {
        schema: {
          summary: 'Chiude l’account',
          tags: ['profile'],
          body: CloseAccountRequestSchema,
          response: { 200: MessageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await hitRateLimit(db, CLOSE_ACCOUNT_LIMITS.perIp, request.ip);
        await hitRateLimit(db, CLOSE_ACCOUNT_LIMITS.perAccount, user.id);
        await closeAccount(db, user.id, request.body.password, {
          verifyPassword: keys.verifyPassword,
          company: config.company,
        });
        keys.clearSessionCookie(reply, config);
        return { message: MY_DATA_MESSAGES.closed };
      },
    );
  };
