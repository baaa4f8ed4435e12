import { inflateSync } from 'node:zlib';

/** Where WinAnsi differs from Latin-1 in the letters our texts use (Node's decoder may lack the table). */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
};
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text drawn on the pages: pdfkit writes standard-font text as hex strings in TJ arrays, in
 * WinAnsi (Windows-1252); compressed content streams are inflated first. Runs are joined by spaces.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1] ?? '', 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  const lines = streams.flatMap((content) =>
    [...content.matchAll(/\[(.*?)\] TJ/g)].map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => decodeWinAnsi(Buffer.from(hex[1] ?? '', 'hex')))
        .join(''),
    ),
  );
  return lines.join(' ').replace(/\s+/g, ' ');
}

export const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
