import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { AdminErrorSchema } from '@verificauto/shared/contracts/backoffice-admin';
import { z } from 'zod';

// Any text: a malformed id is an unknown record (404), not a bad request.
export const UuidParams = z.object({ uuid: z.string() });
export const IdParams = z.object({ id: z.string() });
export const OkSchema = z.object({ ok: z.literal(true) });

const errorsOf = <T extends z.ZodType>(schema: T) => ({
  400: schema,
  401: schema,
  403: schema,
  404: schema,
  409: schema,
});

/** The answers a back-office route may give besides its own: `{ code, message }`. */
export const ERRORS = errorsOf(ApiErrorSchema);
/** The same for the admin forms, whose 400 also names the wrong fields. */
export const ADMIN_ERRORS = errorsOf(AdminErrorSchema);
