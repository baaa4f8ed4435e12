import { findItem } from '@verificauto/shared/domain/checklist';
import { describe, expect, it } from 'vitest';
import { ITEM_KEYPADS } from './item-keypads';

describe('ITEM_KEYPADS', () => {
  it('names only text items of the catalogue', () => {
    for (const key of Object.keys(ITEM_KEYPADS)) expect(findItem(key)?.kind, key).toBe('text');
  });
});
