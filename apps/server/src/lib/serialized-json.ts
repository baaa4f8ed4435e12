import type { FastifyReply } from 'fastify';
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

/**
 * `{ ...extra, ...object }` without parsing `object` again; `extra`'s keys must not occur in it and
 * `object` must have keys of its own.
 */
export function withFields<T, E extends Record<string, unknown>>(
  object: SerializedJson<T>,
  extra: E,
): SerializedJson<T & E> {
  const head = JSON.stringify(extra).slice(0, -1);
  return (head === '{' ? object : `${head},${object.slice(1)}`) as SerializedJson<T & E>;
}

/** Sends JSON text as is: the route's response schema has already been applied by `serializeJson`. */
export function sendJson<T>(reply: FastifyReply, json: SerializedJson<T>) {
  return reply.type('application/json; charset=utf-8').send(json);
}
