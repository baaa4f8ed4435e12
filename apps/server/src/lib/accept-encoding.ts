export type ContentEncoding = 'br' | 'gzip';

/** `coding;q=0.5` → ['coding', 0.5]; a missing weight is 1, a malformed one refuses the coding. */
function weighted(member: string): [coding: string, weight: number] {
  const [coding = '', ...params] = member.split(';').map((part) => part.trim().toLowerCase());
  const q = params.find((param) => param.startsWith('q='));
  const weight = q === undefined ? 1 : Number(q.slice(2));
  return [coding, Number.isFinite(weight) ? weight : 0];
}

/**
 * The encoding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): brotli or gzip, whichever
 * the client weighs more, brotli on a tie; none without the header or when both have q=0.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map(header.split(',').map(weighted));
  const weightOf = (...names: string[]) =>
    names.map((name) => weights.get(name)).find((weight) => weight !== undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip', 'x-gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
