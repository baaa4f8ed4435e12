/** A plain object read from JSON or a form (not null, not an array), whose fields can be looked at one by one. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
