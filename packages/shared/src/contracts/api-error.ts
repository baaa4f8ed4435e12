import { z } from 'zod';

/**
 * The Italian message of each wrong input, keyed by its dotted path in the request: `email`,
 * `address.postal_code`, `items.3.rating`, `opening_hours.1` (docs/decisions/029-error-answers.md).
 */
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * Every 4xx/5xx answer of the API: `code` is ours (snake_case), `message` an Italian sentence shown to the
 * user as is, `fields` the wrong inputs of a request that a form can show beside each of them. Its id
 * names it once in the OpenAPI document, where every error answer refers to it.
 */
export const ApiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: FieldErrorsSchema.optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * One validation problem: a zod issue (`path` as an array) or an entry of a Fastify validation error
 * (`instancePath` like `/address/postal_code`, as fastify-type-provider-zod writes it).
 */
export type ValidationIssue =
  | { path: readonly PropertyKey[]; message: string }
  | { instancePath: string; message?: string };

const dottedPath = (issue: ValidationIssue): string =>
  'path' in issue
    ? issue.path.map(String).join('.')
    : issue.instancePath.split('/').filter(Boolean).join('.');

/**
 * `fields` of an answer: the first message of each path. An issue about the whole request (no path)
 * names no input, so it is not among them; the answer's `message` says it.
 */
export function fieldErrorsOf(issues: readonly ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = dottedPath(issue);
    if (path !== '') fields[path] ??= issue.message ?? '';
  }
  return fields;
}
