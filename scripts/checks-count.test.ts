import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The number of checks comes from the catalogue through CHECKS_CLAIM (packages/shared/src/domain/checks-count.ts,
// docs/decisions/052-checklist-of-130-checks.md): a number typed into a text would stop being true the day
// the catalogue changes.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEXT_SOURCES =
  /^(apps\/web\/(src\/.*|index\.html)|apps\/server\/src\/.*|packages\/shared\/src\/.*)\.(tsx?|html)$/;
const STATED_COUNT =
  /(?:oltre|più di)\s+\d+\s+(?:controlli|punti|verifiche)|\b\d+\+?\s+(?:controlli|verifiche)\b/i;

function textSources(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT_SOURCES.test(file) && !/\.test\.tsx?$/.test(file));
}

describe('texts that state the number of checks', () => {
  it('finds a typed number', () => {
    expect('un report di oltre 130 controlli').toMatch(STATED_COUNT);
    expect('130+ controlli eseguiti').toMatch(STATED_COUNT);
    expect(`oltre \${CHECKS_CLAIM} controlli`).not.toMatch(STATED_COUNT);
  });

  it('take it from CHECKS_CLAIM everywhere: web pages, e-mails, legal texts, prerendered pages', () => {
    const typed = textSources().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (STATED_COUNT.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(typed).toEqual([]);
  });
});
