/**
 * A LIKE pattern (with `ESCAPE '\'`) for text containing `q`, in lower case: "Rossi" finds "rossi" and
 * "ROSSI"; a typed % or _ is a character, not a wildcard.
 */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
