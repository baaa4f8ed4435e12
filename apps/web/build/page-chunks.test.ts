import { describe, expect, it } from 'vitest';
import { CHUNKS, chunkFor, type PageKind } from './page-chunks';

const KINDS: PageKind[] = ['marketing', 'example', 'report', 'sign-in', 'booking', 'checkout'];
const SUBSETS = Array.from({ length: 2 ** KINDS.length - 1 }, (_, bits) =>
  KINDS.filter((_, index) => ((bits + 1) >> index) & 1),
);
const rank = (kinds: PageKind[]) => CHUNKS.indexOf(chunkFor(new Set(kinds)));

describe('chunkFor', () => {
  it('puts what one kind of page needs in its own file, the report view with the example report', () => {
    expect(chunkFor(new Set(['marketing']))).toBe('marketing');
    expect(chunkFor(new Set(['checkout']))).toBe('checkout');
    expect(chunkFor(new Set(['report']))).toBe('report-page');
    expect(chunkFor(new Set(['example']))).toBe('report');
    expect(chunkFor(new Set(['example', 'report']))).toBe('report');
  });

  it('puts shared code with the marketing pages in site, the rest by who shares it', () => {
    expect(chunkFor(new Set(['marketing', 'example']))).toBe('site');
    expect(chunkFor(new Set(['marketing', 'booking', 'checkout']))).toBe('site');
    expect(chunkFor(new Set(['example', 'checkout']))).toBe('common');
    expect(chunkFor(new Set(['report', 'checkout']))).toBe('forms');
    expect(chunkFor(new Set(['sign-in', 'booking']))).toBe('forms');
  });

  // Rolldown takes a group's modules' imports into the group unless a group of higher priority took them:
  // an import, needed by the same pages or more, must never belong to a file of lower priority.
  it('never sends the code needed by more pages to a file of lower priority', () => {
    for (const kinds of SUBSETS)
      for (const more of SUBSETS)
        if (kinds.every((kind) => more.includes(kind)))
          expect({ kinds, more, rank: rank(more) <= rank(kinds) }).toEqual({ kinds, more, rank: true });
  });
});
