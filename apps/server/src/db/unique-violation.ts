/** PostgreSQL's unique_violation; node-postgres and PGlite both report it as `code`, with the index name. */
export const isUniqueViolationOf = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === '23505' &&
  'constraint' in error &&
  error.constraint === constraint;
