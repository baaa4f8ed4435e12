import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('../src/features/', import.meta.url));
const MAX_FILES_SIDE_BY_SIDE = 20;

const entries = (dir: string) => readdirSync(dir, { withFileTypes: true });
const foldersUnder = (dir: string): string[] => [
  dir,
  ...entries(dir)
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => foldersUnder(path.join(dir, entry.name))),
];

describe('server features', () => {
  it('keep at most 20 files side by side in a folder: a larger feature has a folder per capability (docs/decisions/023-server-boundaries.md)', () => {
    const crowded = foldersUnder(FEATURES)
      .map((dir) => ({
        folder: path.relative(FEATURES, dir),
        files: entries(dir).filter((entry) => entry.isFile()).length,
      }))
      .filter(({ files }) => files > MAX_FILES_SIDE_BY_SIDE);
    expect(crowded).toEqual([]);
  });
});
