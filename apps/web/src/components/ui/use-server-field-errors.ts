import { type RefObject, useEffect } from 'react';
import { ApiError } from '../../lib/api-client';

/** A form's field for each path of its request: a path also takes the paths under it. */
export type ServerInputs<F extends string> = Readonly<Record<string, F>>;

/** The inputs of a form whose fields are named as the request's paths. */
export const sameNames = <F extends string>(fields: readonly F[]): ServerInputs<F> =>
  Object.fromEntries(fields.map((field) => [field, field]));

function fieldOf<F extends string>(path: string, inputs: ServerInputs<F>): F | undefined {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const prefix = parts.slice(0, length).join('.');
    if (Object.hasOwn(inputs, prefix)) return inputs[prefix];
  }
  return undefined;
}

/**
 * The server's message for each field of a form, from a refused request's `fields` (keyed by the input's
 * path in the request, packages/shared/src/contracts/api-error.ts). `inputs` names the form's field of a
 * path, or of a part of it: `opening_hours.1` also takes `opening_hours.1.0.0`. A field keeps the first.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  inputs: ServerInputs<F>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fieldOf(path, inputs);
    if (field !== undefined) errors[field] ??= message;
  }
  return errors;
}

/** Refusals of what a form sent, as opposed to a limit, a state or a fault of the server. */
const REFUSED_INPUT = new Set([400, 401, 422]);

/**
 * The server's message for the one input of a form, sent as `path`: the answer's message about it, or the
 * message of a refusal of what was sent that names no input (wrong credentials, a code that cannot be used).
 */
export function singleInputError(error: unknown, path: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const named = serverFieldErrors(error, { [path]: 'input' }).input;
  const namesNone = Object.keys(error.fields).length === 0;
  return named ?? (namesNone && REFUSED_INPUT.has(error.status) ? error.message : undefined);
}

const inPageOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** After a refused request: the focus to the first of `ids` on the page, else to `alertRef`. */
function useFocusOnRefusal(
  error: Error | null,
  ids: string,
  alertRef: RefObject<HTMLElement | null> | undefined,
) {
  useEffect(() => {
    if (!error) return;
    const wrong = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element) => element !== null)
      .sort(inPageOrder);
    (wrong[0] ?? alertRef?.current)?.focus();
  }, [error, ids, alertRef]);
}

/**
 * `serverFieldErrors` for a form's inputs, which the form shows as each input's error (invalid state,
 * message, aria-describedby). After a refused request the focus goes to the first of those inputs on the
 * page, or else to `alertRef`, the message above the button (WCAG 3.3.1, 2.4.3).
 */
export function useServerFieldErrors<F extends string>(
  error: Error | null,
  inputs: ServerInputs<F>,
  inputId: (field: F) => string,
  alertRef?: RefObject<HTMLElement | null>,
): Partial<Record<F, string>> {
  const errors = serverFieldErrors(error, inputs);
  useFocusOnRefusal(error, (Object.keys(errors) as F[]).map(inputId).join(' '), alertRef);
  return errors;
}

/**
 * `singleInputError` for a form with one input (whose id is `inputId`), which shows it as the input's
 * error; the focus goes to the input when the message is there, else to `alertRef`.
 */
export function useSingleInputError(
  error: Error | null,
  path: string,
  inputId: string,
  alertRef?: RefObject<HTMLElement | null>,
): string | undefined {
  const message = singleInputError(error, path);
  useFocusOnRefusal(error, message === undefined ? '' : inputId, alertRef);
  return message;
}
