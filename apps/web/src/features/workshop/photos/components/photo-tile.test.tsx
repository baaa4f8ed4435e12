import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorContext } from '../../editor-context';
import { makeCompleteDraft } from '../../testing/workshop-fixtures';
import { PhotoStrip } from './photo-strip';

const draft = makeCompleteDraft();
const [id = ''] = Object.keys(draft.photos);
const uploads = { pending: [], add: () => {}, dismiss: () => {} };

function strip(captioned: boolean) {
  return render(
    <EditorContext.Provider value={{ draft, change: () => {}, uploads, readOnly: true, fieldErrors: {} }}>
      <PhotoStrip
        target={{ kind: 'imperfection' }}
        ids={[id]}
        label="Imperfezioni"
        onRemove={() => {}}
        {...(captioned && { renderCaption: () => <p className="imperfection-caption">Graffio</p> })}
      />
    </EditorContext.Provider>,
  );
}

describe('a saved photo tile', () => {
  it('asks for the width it is drawn at: half a phone, a whole phone when captioned', () => {
    const { unmount } = strip(false);
    expect(screen.getByRole('img').getAttribute('sizes')).toBe('(min-width: 768px) 15rem, 50vw');
    unmount();
    strip(true);
    expect(screen.getByRole('img').getAttribute('sizes')).toBe('(min-width: 768px) 20rem, 100vw');
  });
});
