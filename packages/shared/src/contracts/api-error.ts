import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this body; `message` is Italian and shown to the user as is. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
