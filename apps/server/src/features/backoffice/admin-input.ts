import { fieldErrorsOf } from '@verificauto/shared/contracts/backoffice-admin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const validationIssue = (entry: unknown) => {
  const { instancePath = '', message = '' } = (entry ?? {}) as { instancePath?: string; message?: string };
  return { path: instancePath.split('/').filter(Boolean), message };
};

/**
 * The back-office forms show every wrong field at once, so these routes attach the body's validation
 * (`attachValidation`) and answer it here, after the role check: a 400 with `fields`, one Italian message
 * per field, and the first of them as `message`.
 */
export function refuseInvalidBody(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const issues: unknown[] = Array.isArray(error.validation) ? error.validation : [];
  const fields = fieldErrorsOf(issues.map(validationIssue));
  const message = Object.values(fields)[0] ?? 'Dati non validi.';
  throw new AppError(400, 'invalid_input', message, { fields });
}
