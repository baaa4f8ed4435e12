import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DraftChange, DraftOdometerReading, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyChange } from '../draft/draft-changes';
import { EditorContext } from '../editor-context';
import { makeDraft } from '../testing/workshop-fixtures';
import { OdometerReadingsEditor } from './odometer-readings-editor';

afterEach(cleanup);

const NO_UPLOADS = { pending: [], add: () => {}, dismiss: () => {} };

/** The editor's context around the list: every change applied to the draft and recorded. */
function renderList(readings: DraftOdometerReading[] = [], fieldErrors: Record<string, string> = {}) {
  const changes: DraftChange[] = [];
  function Harness() {
    const [draft, setDraft] = useState<ReportDraft>(makeDraft({ odometer_readings: readings }));
    const change = (next: DraftChange) => {
      changes.push(next);
      setDraft((current) => applyChange(current, next));
    };
    return (
      <EditorContext.Provider value={{ draft, change, uploads: NO_UPLOADS, readOnly: false, fieldErrors }}>
        <OdometerReadingsEditor />
      </EditorContext.Provider>
    );
  }
  render(<Harness />);
  return { changes, last: () => changes.at(-1)?.odometer_readings };
}

const reading = (n: number) => screen.getByRole('group', { name: `Lettura ${n}` });

describe('OdometerReadingsEditor', () => {
  it('adds a reading, moves the focus to its first input and saves it as typed', () => {
    const { last } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi lettura' }));
    expect(last()).toEqual([{ source: 'service_book', date: null, km: null }]);
    const source = within(reading(1)).getByLabelText('Fonte');
    expect(document.activeElement).toBe(source);

    fireEvent.change(source, { target: { value: 'revisione' } });
    fireEvent.change(within(reading(1)).getByLabelText('Data'), { target: { value: '2024-03-12' } });
    fireEvent.change(within(reading(1)).getByLabelText('Chilometri'), { target: { value: '98.000' } });
    expect(last()).toEqual([{ source: 'revisione', date: '2024-03-12', km: 98_000 }]);
  });

  it('keeps a wrong number on the device with its message, and sends nothing for it', () => {
    const { changes } = renderList([{ source: 'service_book', date: '2024-03-12', km: 98_000 }]);
    const km = within(reading(1)).getByLabelText('Chilometri');
    fireEvent.change(km, { target: { value: '98 mila' } });
    expect(km.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Chilometri: scrivi solo cifre.')).toBeTruthy();
    fireEvent.change(km, { target: { value: '2000001' } });
    expect(screen.getByText('Chilometri non validi: un numero intero da 0 a 2.000.000.')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('removes a reading, keeps the others as typed, and moves the focus to the next one or to «Aggiungi»', () => {
    const { last } = renderList([
      { source: 'service_book', date: '2022-05-10', km: 41_000 },
      { source: 'revisione', date: '2023-05-12', km: 52_300 },
      { source: 'service_book', date: '2025-05-20', km: 80_100 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la lettura 2' }));
    expect(last()).toEqual([
      { source: 'service_book', date: '2022-05-10', km: 41_000 },
      { source: 'service_book', date: '2025-05-20', km: 80_100 },
    ]);
    expect(document.activeElement).toBe(within(reading(2)).getByLabelText('Fonte'));
    expect((within(reading(2)).getByLabelText('Chilometri') as HTMLInputElement).value).toBe('80100');

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la lettura 2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aggiungi lettura' }));
  });

  it('offers at most 10 readings', () => {
    renderList(Array.from({ length: 10 }, () => ({ source: 'revisione', date: '2024-01-10', km: 1 })));
    expect(screen.getByRole('button', { name: 'Aggiungi lettura' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Al massimo 10 letture/)).toBeTruthy();
  });

  it('shows the server’s message under the input it names', () => {
    renderList([{ source: 'revisione', date: '2024-01-10', km: 1 }], {
      'odometer_readings.0.date': 'La data della lettura non può essere nel futuro.',
    });
    const date = within(reading(1)).getByLabelText('Data');
    expect(date.getAttribute('aria-describedby')).toBe('vd-odometer_readings.0.date-error');
    expect(screen.getByText('La data della lettura non può essere nel futuro.').id).toBe(
      'vd-odometer_readings.0.date-error',
    );
  });
});
