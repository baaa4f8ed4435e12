import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftChange, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { applyChange } from '../draft/draft-changes';
import { InspectionEditorPage } from '../inspection-editor-page';
import { DRAFT_PATH, EDITOR_PATH, makeDraft } from '../testing/workshop-fixtures';

const SCRATCH_ID = '0b5e2a6c-2f7e-4c1b-9a51-3f1c2d4e5a61';
const DENT_ID = '0b5e2a6c-2f7e-4c1b-9a51-3f1c2d4e5a62';
const photo = (id: string, alt: string) => ({
  id,
  src: `/photos/${id}.jpg`,
  srcSet: `/photos/${id}.jpg 800w`,
  width: 800,
  height: 600,
  alt,
  taken_at: '2026-11-30T08:10:00.000Z',
});
const SCRATCH = 'Graffio sulla portiera posteriore sinistra';

function renderEditor(refuse?: string) {
  let draft: ReportDraft = makeDraft({
    imperfections: [SCRATCH_ID, DENT_ID],
    imperfection_captions: { [SCRATCH_ID]: SCRATCH },
    photos: { [SCRATCH_ID]: photo(SCRATCH_ID, SCRATCH), [DENT_ID]: photo(DENT_ID, 'Imperfezione 2') },
  });
  const patches: DraftChange[] = [];
  stubApi({
    [`GET ${DRAFT_PATH}`]: () => ({ status: 200, body: draft }),
    [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
      patches.push(body as DraftChange);
      if (refuse) {
        const field = `imperfection_captions.${DENT_ID}`;
        return { status: 400, body: { code: 'invalid_input', message: refuse, fields: { [field]: refuse } } };
      }
      draft = { ...applyChange(draft, body as DraftChange), revision: draft.revision + 1 };
      return { status: 200, body: draft };
    },
  });
  renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });
  return patches;
}

async function openImperfections() {
  const nav = await screen.findByRole('navigation', { name: 'Sezioni del report' });
  fireEvent.click(within(nav).getByRole('button', { name: /^Imperfezioni/ }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ImperfectionsSection: captions', () => {
  it('shows each photo with its caption, what and where, to write or change', async () => {
    renderEditor();
    await openImperfections();
    const first = screen.getByRole('textbox', { name: 'Didascalia della foto 1: cosa e dove' });
    expect((first as HTMLInputElement).value).toBe(SCRATCH);
    expect(first.getAttribute('maxlength')).toBe('120');
    expect(screen.getByRole('img', { name: SCRATCH })).toBeTruthy();
    const second = screen.getByRole('textbox', { name: 'Didascalia della foto 2: cosa e dove' });
    expect((second as HTMLInputElement).value).toBe('');
    expect(second.getAttribute('placeholder')).toMatch(/Es\. Graffio sulla portiera/);
  });

  it('saves a caption as a change of that photo, and an emptied one as null', async () => {
    const patches = renderEditor();
    await openImperfections();
    fireEvent.change(screen.getByRole('textbox', { name: 'Didascalia della foto 2: cosa e dove' }), {
      target: { value: 'Ammaccatura sul tetto' },
    });
    await waitFor(() =>
      expect(patches).toContainEqual({ imperfection_captions: { [DENT_ID]: 'Ammaccatura sul tetto' } }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Didascalia della foto 1: cosa e dove' }), {
      target: { value: ' ' },
    });
    await waitFor(() => expect(patches.at(-1)).toEqual({ imperfection_captions: { [SCRATCH_ID]: null } }));
  });

  it("shows the server's message under the caption it refused", async () => {
    const message = 'Didascalia: al massimo 120 caratteri, per dire cosa e dove.';
    renderEditor(message);
    await openImperfections();
    const input = screen.getByRole('textbox', { name: 'Didascalia della foto 2: cosa e dove' });
    fireEvent.change(input, { target: { value: 'Ammaccatura' } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });
});
