import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments cite the product's rules and the decision records by their path in the repository
// (docs/product.md#sign-in, docs/decisions/023-server-boundaries.md): a cited file or anchor that does not
// exist is a reference the next reader cannot follow.

const self = fileURLToPath(import.meta.url);
const root = join(dirname(self), '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs|scss|css|json|ya?ml|sql|md|html)$/;
// A repository path starting at docs/ (not some/other/docs/), a Markdown file, and an optional anchor.
const DOCS_LINK = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\w-]+))?/g;

function trackedSources(): string[] {
  return (
    execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(
        (file) => SOURCE.test(file) && !file.includes('node_modules/') && !file.endsWith('package-lock.json'),
      )
      // This file names broken links on purpose, to show that they are found.
      .filter((file) => file !== relative(root, self))
  );
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByFile = new Map<string, Set<string>>();

function anchorsOf(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const text = readFileSync(join(root, file), 'utf8');
  const anchors = new Set<string>();
  for (const [, id = ''] of text.matchAll(/<a id="([^"]+)"/g)) anchors.add(id);
  for (const [, heading = ''] of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(headingSlug(heading));
  anchorsByFile.set(file, anchors);
  return anchors;
}

/** Every `docs/….md` path and `docs/….md#anchor` the text names that does not resolve, with its line. */
function brokenDocsLinks(file: string, text: string, exists: (path: string) => boolean): string[] {
  const broken: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(DOCS_LINK)) {
      const [link, anchor] = match;
      const target = link.replace(/#.*/, '');
      const where = `${file}:${index + 1}: ${link}`;
      if (!exists(target)) broken.push(`${where} (no such file)`);
      else if (anchor && !anchorsOf(target).has(anchor))
        broken.push(`${where} (no such anchor in ${target})`);
    }
  });
  return broken;
}

const existsInRepo = (path: string) => existsSync(join(root, path));

describe('references to docs/ in the repository', () => {
  it('names only files and anchors that exist', () => {
    const broken = trackedSources().flatMap((file) =>
      existsInRepo(file) ? brokenDocsLinks(file, readFileSync(join(root, file), 'utf8'), existsInRepo) : [],
    );
    expect(broken).toEqual([]);
  });

  it('finds a missing file and a missing anchor, and accepts the ones that exist', () => {
    const text = [
      '// (docs/decisions/040-server-boundaries.md)',
      '// docs/product.md#sign-in and docs/product.md#no-such-section',
      '// apps/web/docs/elsewhere.md is not ours; docs/decisions/023-server-boundaries.md is',
    ].join('\n');
    expect(brokenDocsLinks('example.ts', text, existsInRepo)).toEqual([
      'example.ts:1: docs/decisions/040-server-boundaries.md (no such file)',
      'example.ts:2: docs/product.md#no-such-section (no such anchor in docs/product.md)',
    ]);
  });
});
