import { act, renderHook, waitFor } from '@testing-library/react';
import type { DraftChange, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/fake-api';
import { DRAFT_PATH, makeCompleteDraft } from '../../testing/workshop-fixtures';
import { applyChange } from '../draft-changes';
import { useDraftAutosave } from './use-draft-autosave';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useDraftAutosave', () => {
  it('keeps what the saved copy did not change as it was, so that the editors of other items are not drawn again', async () => {
    let server = makeCompleteDraft();
    stubApi({
      [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
        server = { ...applyChange(server, body as DraftChange), revision: server.revision + 1 };
        return { status: 200, body: server };
      },
    });
    const initial: ReportDraft = structuredClone(server);
    const { result } = renderHook(() => useDraftAutosave(initial));
    const before = result.current.draft;

    act(() => result.current.change({ items: { ext_body_paint: { value: 1 } } }));
    await waitFor(() => expect(result.current.draft.revision).toBe(initial.revision + 1));

    const after = result.current.draft;
    expect(after.items.ext_body_paint?.value).toBe(1);
    expect(after.items.ext_bumpers).toBe(before.items.ext_bumpers);
    expect(after.photos).toBe(before.photos);
    expect(after.details).toBe(before.details);
  });
});
