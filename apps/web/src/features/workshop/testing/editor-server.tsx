import { fireEvent, screen, within } from '@testing-library/react';
import type { DraftChange, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import { applyChange } from '../draft/draft-changes';
import { InspectionEditorPage } from '../inspection-editor-page';
import { DRAFT_PATH, EDITOR_PATH, makeDraft } from './workshop-fixtures';

/** The editor page against a server that merges each PATCH into its draft, as the real one does. */
export function fakeServer(initial: ReportDraft = makeDraft(), api: FakeApi = {}) {
  let draft = initial;
  const patches: DraftChange[] = [];
  const fetchMock = stubApi({
    [`GET ${DRAFT_PATH}`]: () => ({ status: 200, body: draft }),
    [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
      patches.push(body as DraftChange);
      draft = { ...applyChange(draft, body as DraftChange), revision: draft.revision + 1 };
      return { status: 200, body: draft };
    },
    ...api,
  });
  renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });
  return { patches, fetchMock };
}

export async function openSection(name: RegExp) {
  const nav = await screen.findByRole('navigation', { name: 'Sezioni del report' });
  fireEvent.click(within(nav).getByRole('button', { name }));
}

export function rate(item: string, rating: string) {
  const group = screen.getByRole('group', { name: `Valutazione: ${item}` });
  fireEvent.click(within(group).getByLabelText(rating));
}
