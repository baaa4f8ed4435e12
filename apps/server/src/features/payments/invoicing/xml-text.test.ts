import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { latinText, xmlText } from './xml-text';

/** Every Unicode code point as a string; the surrogates alone, as a JavaScript string can hold them. */
const everyCodePoint = () =>
  Array.from({ length: 0x110000 }, (_, cp) =>
    cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp),
  );

/** XML 1.0's Char production (https://www.w3.org/TR/xml/#charsets), written from the spec's ranges. */
const isXmlChar = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  (cp >= 0x10000 && cp <= 0x10ffff);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

describe('xmlText', () => {
  it('keeps every code point XML 1.0 allows (escaping & < >) and drops every other one', () => {
    const wrong = everyCodePoint().filter((char, cp) => {
      const expected = isXmlChar(cp) ? (ENTITIES[char] ?? char) : '';
      return xmlText(char) !== expected;
    });
    expect(wrong.map((char) => char.codePointAt(0)?.toString(16))).toEqual([]);
  });

  it('makes a well-formed document of text holding every code point', async () => {
    const text = everyCodePoint().join('');
    const result = await validateXML({
      xml: {
        fileName: 'every.xml',
        contents: `<?xml version="1.0" encoding="UTF-8"?><t>${xmlText(text)}</t>`,
      },
      normalization: 'c14n',
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('latinText', () => {
  // String…LatinType of FatturaPA: Basic Latin and Latin-1 Supplement; SdI's files take no control.
  const LATIN_LINE = /^[\u0020-\u007e\u00a0-\u00ff]{1,10}$/;

  it('makes a one-line Latin-1 text without controls of every code point', () => {
    const wrong = everyCodePoint().filter((char) => !LATIN_LINE.test(latinText(`a${char}b`, 10)));
    expect(wrong.map((char) => char.codePointAt(0)?.toString(16))).toEqual([]);
  });

  it('keeps printable Latin-1 as it is and turns controls and line breaks into one space', () => {
    for (let cp = 0x21; cp <= 0xff; cp++) {
      if (cp >= 0x7f && cp <= 0xa0) continue;
      expect(latinText(String.fromCharCode(cp), 10)).toBe(String.fromCharCode(cp));
    }
    expect(latinText('Ma\u0001ria\u0000 \u0085Rossi\r\n\tjr\u007f', 60)).toBe('Ma ria Rossi jr');
    expect(latinText('\u0000\u0001', 60)).toBe('-');
  });
});
