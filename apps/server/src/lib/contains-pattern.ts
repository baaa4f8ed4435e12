/**
 * The LIKE pattern of a contains search on lower-cased text: "Rossi" finds "rossi" and "ROSSI"; a typed % or
 * _ is a character, not a wildcard (the backslash is LIKE's escape). Undefined for an empty search.
 */
export function containsPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
