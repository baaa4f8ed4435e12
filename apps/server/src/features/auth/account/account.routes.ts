import {
  ActivateRequestSchema,
  EmailQuerySchema,
  LookupResponseSchema,
  MessageSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@verificauto/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/db';
import { hitRateLimit } from '../../../lib/rate-limit';
import { MESSAGES } from '../account-messages';
import { AUTH_RATE_LIMITS } from '../auth-rate-limits';
import { refuseOtherSites } from '../cross-site';
import { lookupAccount } from '../sign-in.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { activateAccount, registerAccount } from './registration.service';

/** Account calls under /api/user: lookup, forgotten password, reset, registration and activation. */
export const accountRoutes =
  ({
    db,
    config,
  }: {
    db: Db;
    config: Pick<Config, 'publicUrl' | 'company' | 'contactEmail'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/lookup',
      {
        schema: {
          summary: 'Dice se un’e-mail ha già un account',
          tags: ['auth'],
          querystring: EmailQuerySchema,
          response: { 200: LookupResponseSchema },
        },
      },
      async (request) => {
        await hitRateLimit(db, AUTH_RATE_LIMITS.lookupPerIp, request.ip);
        return lookupAccount(db, request.query.email);
      },
    );

    // A GET with a side effect because the spec's client calls it so (docs/product.md#api); the XSRF check
    // does not cover it. A browser's request started by another site's page is refused before it counts; the
    // rest is capped per IP and per address, counted in the database for all instances (decision 028). Never
    // cached.
    app.get(
      '/api/user/forgot-password',
      {
        schema: {
          summary: 'Invia il link per reimpostare la password',
          tags: ['auth'],
          querystring: EmailQuerySchema,
          response: { 200: MessageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        refuseOtherSites(request);
        await hitRateLimit(db, AUTH_RATE_LIMITS.forgotPasswordPerIp, request.ip);
        // Counted for every address, registered or not, so that the limit reveals nothing.
        await hitRateLimit(db, AUTH_RATE_LIMITS.forgotPasswordPerAccount, request.query.email);
        await requestPasswordReset(db, request.query.email, config);
        return { message: MESSAGES.forgotPasswordSent };
      },
    );

    app.post(
      '/api/user/reset-password',
      {
        schema: {
          summary: 'Reimposta la password con il link ricevuto',
          tags: ['auth'],
          body: ResetPasswordRequestSchema,
          response: { 200: MessageSchema },
        },
      },
      async (request) => {
        await hitRateLimit(db, AUTH_RATE_LIMITS.resetPasswordPerIp, request.ip);
        await resetPassword(db, request.body, config);
        return { message: MESSAGES.passwordChanged };
      },
    );

    app.post(
      '/api/user/register',
      {
        schema: {
          summary: 'Crea un account',
          tags: ['auth'],
          body: RegisterRequestSchema,
          response: { 201: MessageSchema },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, AUTH_RATE_LIMITS.registerPerIp, request.ip);
        await registerAccount(db, request.body, config);
        return reply.status(201).send({ message: MESSAGES.registered });
      },
    );

    app.post(
      '/api/user/activate',
      {
        schema: {
          summary: 'Attiva l’account con il link ricevuto',
          tags: ['auth'],
          body: ActivateRequestSchema,
          response: { 200: MessageSchema },
        },
      },
      async (request) => {
        await hitRateLimit(db, AUTH_RATE_LIMITS.activatePerIp, request.ip);
        await activateAccount(db, request.body);
        return { message: MESSAGES.activated };
      },
    );
  };
