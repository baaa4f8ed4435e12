/** The text of anything thrown, for logs and stored `last_error` columns. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
