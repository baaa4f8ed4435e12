/** One element: its name and either its text or its children. */
export type XmlNode = [name: string, content: string | XmlNode[]];

const LATIN_REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '…': '...',
  '€': 'EUR',
  '•': '*',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};

/**
 * The text fields are String…LatinType: ISO-8859-1 only, no line breaks, 1 to `max` characters.
 * Typographic signs become their ASCII look-alikes, other letters lose their accents (č → c); controls,
 * which SdI refuses, become spaces like line breaks.
 */
export function latinText(text: string, max: number): string {
  const latin = [...text.replace(/[\s\p{Cc}]+/gu, ' ').trim()]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff) return char;
      const replaced = LATIN_REPLACEMENTS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...replaced].every((c) => c.charCodeAt(0) <= 0xff) ? replaced : '?';
    })
    .join('');
  return latin.slice(0, max).trimEnd() || '-';
}

/** Anything but XML 1.0's Char production (https://www.w3.org/TR/xml/#charsets): no parser reads the file. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Element content that is always well-formed, whatever the text: code points XML forbids are dropped.
 * Attributes are constants, so quotes need no escaping.
 */
export const xmlText = (text: string) =>
  text.replace(NOT_XML_CHAR, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function serialize([name, content]: XmlNode, depth: number, attributes = ''): string {
  const indent = '  '.repeat(depth);
  if (typeof content === 'string') return `${indent}<${name}${attributes}>${xmlText(content)}</${name}>`;
  const children = content.map((child) => serialize(child, depth + 1)).join('\n');
  return `${indent}<${name}${attributes}>\n${children}\n${indent}</${name}>`;
}
