import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  WithdrawalContractSchema,
  WithdrawalRecordedSchema,
  WithdrawalRequestSchema,
  WithdrawalTokenParamsSchema,
} from '@verificauto/shared/contracts/withdrawal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { readWithdrawalContract, type WithdrawalDeps, withdraw } from './withdrawal.service';

/** Shared by every instance (rate_limits table); the links are signed, this only bounds the work. */
const READS_PER_IP: RateLimitRule = { name: 'withdrawal-read-ip', max: 60, windowSeconds: 60 * 60 };
const WITHDRAWALS_PER_IP: RateLimitRule = { name: 'withdrawal-ip', max: 20, windowSeconds: 60 * 60 };

/** The withdrawal function of a contract, reached from its signed link without signing in (decision 056). */
export const withdrawalRoutes =
  (deps: WithdrawalDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/api/withdrawals/:token',
      {
        schema: {
          summary: 'Il recesso aperto dal link firmato',
          tags: ['withdrawal'],
          params: WithdrawalTokenParamsSchema,
          response: { 200: WithdrawalContractSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, READS_PER_IP, request.ip);
        reply.header('cache-control', 'private, no-store');
        return readWithdrawalContract(deps, request.params.token);
      },
    );

    app.post(
      '/api/withdrawals/:token',
      {
        schema: {
          summary: 'Esercita il recesso dal link firmato',
          tags: ['withdrawal'],
          params: WithdrawalTokenParamsSchema,
          body: WithdrawalRequestSchema,
          response: {
            200: WithdrawalRecordedSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        await hitRateLimit(db, WITHDRAWALS_PER_IP, request.ip);
        return withdraw(deps, request.params.token, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        });
      },
    );
  };
