import type { DraftChange } from '@verificauto/shared/contracts/workshop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { INSPECTION_UUID, makeDraft } from '../testing/workshop-fixtures';
import { DraftSaver, SAVE_BATCH_MS } from './draft-saver';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('DraftSaver', () => {
  it('shows each field of a 400 beside its input, drops those changes and sends the rest again', async () => {
    vi.useFakeTimers();
    const sent: DraftChange[] = [];
    const send = vi.fn(async (change: DraftChange) => {
      sent.push(change);
      if (sent.length === 1) {
        throw new ApiError(400, 'Il telaio (VIN) è di 17 caratteri.', {
          code: 'invalid_input',
          message: 'Il telaio (VIN) è di 17 caratteri.',
          fields: {
            'details.vin': 'Il telaio (VIN) è di 17 caratteri.',
            'items.ext_rust.min_repair_cost': 'Il costo è un numero intero di euro.',
          },
        });
      }
      return makeDraft();
    });
    const onFieldError = vi.fn();
    const onStatus = vi.fn();
    const saver = new DraftSaver(INSPECTION_UUID, send, {
      onSaved: vi.fn(),
      onStatus,
      onFieldError,
      onClosed: vi.fn(),
    });

    saver.queue({
      details: { vin: 'ABC', brand: 'Fiat' },
      items: { ext_rust: { value: 4, min_repair_cost: 1.5 } },
    });
    await vi.advanceTimersByTimeAsync(SAVE_BATCH_MS);
    // The rest goes out at once.
    await vi.runOnlyPendingTimersAsync();

    expect(onFieldError.mock.calls).toEqual([
      ['details.vin', 'Il telaio (VIN) è di 17 caratteri.'],
      ['items.ext_rust.min_repair_cost', 'Il costo è un numero intero di euro.'],
    ]);
    expect(sent[1]).toEqual({ details: { brand: 'Fiat' }, items: { ext_rust: { value: 4 } } });
    expect(onStatus).toHaveBeenLastCalledWith('saved');
    expect(saver.hasUnsaved()).toBe(false);
    saver.dispose();
  });

  it('keeps a 400 without fields as an error of the whole change, whatever its message says', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => {
      throw new ApiError(400, 'Dati non validi (details.vin): testo', { code: 'unknown_photo' });
    });
    const onFieldError = vi.fn();
    const onStatus = vi.fn();
    const saver = new DraftSaver(INSPECTION_UUID, send, {
      onSaved: vi.fn(),
      onStatus,
      onFieldError,
      onClosed: vi.fn(),
    });
    saver.queue({ details: { vin: 'ABC' } });
    await vi.advanceTimersByTimeAsync(SAVE_BATCH_MS);

    expect(onFieldError).not.toHaveBeenCalled();
    expect(onStatus).toHaveBeenLastCalledWith('error', 'Dati non validi (details.vin): testo');
    expect(send).toHaveBeenCalledTimes(1);
    saver.dispose();
  });

  it('stopped while a save is under way, leaves the stored changes to the saver that took over', async () => {
    vi.useFakeTimers();
    let answer: (draft: ReturnType<typeof makeDraft>) => void = () => undefined;
    const send = vi.fn(() => new Promise<ReturnType<typeof makeDraft>>((resolve) => (answer = resolve)));
    const events = { onSaved: vi.fn(), onStatus: vi.fn(), onFieldError: vi.fn(), onClosed: vi.fn() };
    const listSaver = new DraftSaver(INSPECTION_UUID, send, events);
    listSaver.queue({ verdict_overall: 'Buona' });
    await vi.advanceTimersByTimeAsync(SAVE_BATCH_MS);
    expect(send).toHaveBeenCalledTimes(1);

    // The technician opens the editor: its saver reads the stored changes and adds one.
    listSaver.dispose();
    const editorSaver = new DraftSaver(
      INSPECTION_UUID,
      vi.fn(() => new Promise<never>(() => {})),
      events,
    );
    editorSaver.queue({ items: { ext_rust: { value: 4 } } });
    answer(makeDraft());
    await vi.advanceTimersByTimeAsync(0);

    expect(JSON.parse(localStorage.getItem(`verificauto.workshop.draft.${INSPECTION_UUID}`) ?? '{}')).toEqual(
      {
        verdict_overall: 'Buona',
        items: { ext_rust: { value: 4 } },
      },
    );
    editorSaver.dispose();
  });
});
