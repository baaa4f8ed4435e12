import type { z } from 'zod';

declare const contract: unique symbol;

/** JSON text known to match the contract `T`: checked once, sent as often as needed. */
export type SerializedJson<T> = string & { readonly [contract]: T };

export function serializeJson<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
): SerializedJson<z.output<S>> {
  return JSON.stringify(schema.parse(value)) as SerializedJson<z.output<S>>;
}
