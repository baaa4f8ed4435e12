import { describe, expect, it } from 'vitest';
import { EXAMPLES, readExampleReport } from './example-files';
import { buildExampleReport } from './example-report';

describe('example reports', () => {
  it.each(EXAMPLES.map((example) => [example.uuid, example] as const))(
    '%s.json is up to date with its demo car',
    async (uuid, example) => {
      expect(await readExampleReport(uuid)).toEqual(buildExampleReport(example));
    },
  );
});
