import { render } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorContext, type EditorContextValue } from '../../editor-context';
import { makeCompleteDraft } from '../../testing/workshop-fixtures';
import { PhotoStrip } from './photo-strip';

const drawn = vi.hoisted(() => ({ tiles: 0 }));
vi.mock('./photo-tile', () => ({
  SavedPhotoTile: ({ label }: { label: string }) => {
    drawn.tiles += 1;
    return <img alt={label} />;
  },
  PendingPhotoTile: () => null,
}));

const draft = makeCompleteDraft();
const ids = Object.keys(draft.photos);
const onRemove = () => {};
const target = { kind: 'item', item_key: 'ext_body_paint' } as const;
// An item's editor is memoised: only the editor's context reaches its strip when another item changes.
const ItemPhotos = memo(() => <PhotoStrip target={target} ids={ids} label="Vernice" onRemove={onRemove} />);
const uploads = { pending: [], add: () => {}, dismiss: () => {} };

function editor(value: Partial<EditorContextValue>) {
  return (
    <EditorContext.Provider
      value={{ draft, change: () => {}, uploads, readOnly: false, fieldErrors: {}, ...value }}
    >
      <ItemPhotos />
    </EditorContext.Provider>
  );
}

afterEach(() => {
  drawn.tiles = 0;
});

describe('PhotoStrip', () => {
  it('does not draw its tiles again when another part of the draft changes, as at every keystroke', () => {
    const { rerender } = render(editor({}));
    expect(drawn.tiles).toBe(ids.length);

    rerender(editor({ draft: { ...draft, verdict_overall: 'Buono stato' } }));
    expect(drawn.tiles).toBe(ids.length);

    rerender(editor({ draft: { ...draft, photos: { ...draft.photos } }, readOnly: true }));
    expect(drawn.tiles).toBe(2 * ids.length);
  });
});
