import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { z } from 'zod';

// Any text: a malformed id is an unknown record (404), not a bad request.
export const UuidParams = z.object({ uuid: z.string() });
export const IdParams = z.object({ id: z.string() });
export const OkSchema = z.object({ ok: z.literal(true) });

/** The answers a back-office route may give besides its own: `{ code, message, fields? }`. */
export const ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
