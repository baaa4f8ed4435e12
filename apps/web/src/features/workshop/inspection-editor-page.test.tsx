import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftChange } from '@verificauto/shared/contracts/workshop';
import { KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { REQUIRED_KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/report-completeness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { applyChange } from './draft/draft-changes';
import { SAVE_BATCH_MS } from './draft/draft-saver';
import { InspectionEditorPage } from './inspection-editor-page';
import { fakeServer, openSection, rate } from './testing/editor-server';
import {
  DRAFT_PATH,
  EDITOR_PATH,
  INSPECTION_UUID,
  makeCompleteDraft,
  makeDraft,
} from './testing/workshop-fixtures';

const SUBMIT_PATH = `/api/workshop/inspections/${INSPECTION_UUID}/submit`;

const status = () =>
  screen.getByText(/salvat|Salvataggio|in attesa di rete|connessione/, { selector: '[role="status"]' })
    .textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('InspectionEditorPage', () => {
  it('saves a rating as a PATCH of that item and shows the category score', async () => {
    const { patches } = fakeServer();
    await openSection(/^Esterni/);
    rate('Vernice della carrozzeria', '4 su 5');

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ items: { ext_body_paint: { value: 4, not_checked_reason: null } } });
    expect(screen.getByText('Punteggio della categoria:').textContent).toContain('4,00 su 5');
    await waitFor(() => expect(status()).toContain('Tutte le modifiche sono salvate'));
  });

  it('asks the severity of an item rated 1–2, pre-set to the item’s default, and saves a choice', async () => {
    const { patches } = fakeServer();
    await openSection(/^Prova su strada/);
    expect(screen.queryByRole('group', { name: 'Gravità del problema' })).toBeNull();
    rate('Frizione', '2 su 5');

    const severity = await screen.findByRole('group', { name: 'Gravità del problema' });
    const value = within(severity).getByRole('radio', { name: 'Valore' }) as HTMLInputElement;
    expect(value.checked).toBe(true);
    expect(value.getAttribute('aria-describedby')).toBe('severity-road_clutch-value-hint');
    fireEvent.click(within(severity).getByRole('radio', { name: 'Sicurezza' }));
    // Sent with the rating when both come before the save.
    await waitFor(() => expect(patches.at(-1)?.items?.road_clutch).toMatchObject({ severity: 'safety' }));
    expect((within(severity).getByRole('radio', { name: 'Sicurezza' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(severity.textContent).toContain('Da riparare prima di guidare.');
  });

  it('batches quick changes and sends a change made during a save after it', async () => {
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    let draft = makeDraft();
    fakeServer(draft, {
      [`PATCH ${DRAFT_PATH}`]: async ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) await new Promise<void>((resolve) => (release = resolve));
        draft = { ...applyChange(draft, body as DraftChange), revision: draft.revision + 1 };
        return { status: 200, body: draft };
      },
    });
    await openSection(/^Esterni/);
    rate('Vernice della carrozzeria', '3 su 5');
    rate('Paraurti anteriore e posteriore', '5 su 5');

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      items: {
        ext_body_paint: { value: 3, not_checked_reason: null },
        ext_bumpers: { value: 5, not_checked_reason: null },
      },
    });
    expect(status()).toBe('Salvataggio…');

    rate('Vernice della carrozzeria', '2 su 5');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(bodies).toHaveLength(1);
    act(() => release());

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ items: { ext_body_paint: { value: 2, not_checked_reason: null } } });
    await waitFor(() => expect(status()).toContain('Tutte le modifiche sono salvate'));
  });

  it('says what waits for the network while offline, keeps it on the device and sends it when back online', async () => {
    let online = false;
    const { patches } = fakeServer(makeDraft(), {
      [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
        if (!online) throw new TypeError('Failed to fetch');
        patches.push(body as DraftChange);
        return { status: 200, body: applyChange(makeDraft({ revision: 2 }), body as DraftChange) };
      },
    });
    await openSection(/^Motore/);
    rate('Batteria', 'Non controllato');
    fireEvent.change(screen.getByLabelText('Perché non è stato controllato'), {
      target: { value: 'conditions' },
    });

    await waitFor(() => expect(status()).toContain('1 modifica in attesa di rete'));
    expect(status()).toContain('Restano su questo dispositivo e partono appena torna la rete.');
    expect(JSON.parse(localStorage.getItem(`verificauto.workshop.draft.${INSPECTION_UUID}`) ?? '{}')).toEqual(
      {
        items: { eng_battery: { value: 0, not_checked_reason: 'conditions' } },
      },
    );

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toContain('Tutte le modifiche sono salvate'));
    expect(patches).toEqual([{ items: { eng_battery: { value: 0, not_checked_reason: 'conditions' } } }]);
    expect(localStorage.getItem(`verificauto.workshop.draft.${INSPECTION_UUID}`)).toBeNull();
  });

  it('shows a refused item input’s message on that input and saves the rest of the change', async () => {
    const valueMessage =
      'Vernice della carrozzeria: la valutazione va da 1 a 5, oppure 0 per «Non controllato».';
    const costMessage = 'Paraurti anteriore e posteriore: il costo minimo di riparazione supera il massimo.';
    const { patches } = fakeServer(makeDraft(), {
      [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
        const change = body as DraftChange;
        patches.push(change);
        const fields: Record<string, string> = {};
        if (change.items?.ext_body_paint?.value !== undefined) {
          fields['items.ext_body_paint.value'] = valueMessage;
        }
        if (change.items?.ext_bumpers?.max_repair_cost !== undefined) {
          fields['items.ext_bumpers.max_repair_cost'] = costMessage;
        }
        if (Object.keys(fields).length > 0) {
          const message = Object.values(fields)[0];
          return { status: 400, body: { code: 'invalid_input', message, fields } };
        }
        return { status: 200, body: applyChange(makeDraft({ revision: 2 }), change) };
      },
    });
    await openSection(/^Esterni/);
    rate('Vernice della carrozzeria', '4 su 5');
    rate('Paraurti anteriore e posteriore', '5 su 5');

    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({
      items: {
        ext_body_paint: { not_checked_reason: null },
        ext_bumpers: { value: 5, not_checked_reason: null },
      },
    });
    const paint = screen.getByRole('group', { name: 'Valutazione: Vernice della carrozzeria' });
    const four = within(paint).getByLabelText('4 su 5');
    expect(four.getAttribute('aria-invalid')).toBe('true');
    const described = four.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(valueMessage);

    const bumpers = screen.getByRole('group', { name: 'Paraurti anteriore e posteriore' });
    const max = within(bumpers).getByLabelText('A (massimo)');
    fireEvent.change(max, { target: { value: '100' } });
    await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'));
    const costError = document.getElementById(max.getAttribute('aria-describedby') ?? '');
    expect(costError?.textContent).toBe(costMessage);

    rate('Vernice della carrozzeria', '3 su 5');
    expect(four.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(valueMessage)).toBeNull();
  });

  it('shows a refused key photo change under its slot', async () => {
    const message =
      'Una delle foto indicate non è tra quelle caricate per questa ispezione: ricarica la pagina.';
    const required = new Set<string>(REQUIRED_KEY_PHOTO_SLOTS);
    const [slot] = KEY_PHOTO_SLOTS.exterior.filter((s) => required.has(s.key));
    if (!slot) throw new Error('no required exterior slot');
    fakeServer(makeCompleteDraft(), {
      [`PATCH ${DRAFT_PATH}`]: () => ({
        status: 400,
        body: { code: 'invalid_input', message, fields: { [`key_photos.${slot.key}`]: message } },
      }),
    });
    await openSection(/^Foto principali/);
    fireEvent.click(screen.getByRole('button', { name: `Rimuovi ${slot.label}` }));

    const tile = document.getElementById(`slot-${slot.key}`);
    await waitFor(() => expect(tile?.textContent).toContain(message));
  });

  it('lists what is missing before submitting, with links to each place', async () => {
    const { fetchMock } = fakeServer(makeDraft({ details: { ...makeDraft().details, brand: 'Fiat' } }));
    await openSection(/^Riepilogo e invio/);
    fireEvent.click(screen.getByRole('button', { name: 'Invia per approvazione' }));

    const heading = await screen.findByRole('heading', {
      name: /Prima di inviare, completa questi \d+ elementi/,
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Marca' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Foto: Plancia' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Vernice della carrozzeria' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('item-ext_body_paint'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/submit'))).toBe(false);
  });

  it('lists the server’s missing parts on a 422, and turns read-only once submitted', async () => {
    let calls = 0;
    fakeServer(makeCompleteDraft(), {
      [`POST ${SUBMIT_PATH}`]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 422,
              body: {
                code: 'report_incomplete',
                message: 'Il report non è completo.',
                missing: [{ section: 'verdict', field: 'verdict_overall', label: 'Giudizio complessivo' }],
              },
            }
          : { status: 200, body: { ...makeCompleteDraft(), state: 'submitted', revision: 9 } };
      },
    });
    await openSection(/^Riepilogo e invio/);
    const confirm = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invia per approvazione' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inviare il report per approvazione?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia il report' }));
    };
    await confirm();
    expect(await screen.findByRole('link', { name: 'Giudizio complessivo' })).toBeTruthy();

    await confirm();
    expect(await screen.findByText('Report inviato per l’approvazione.')).toBeTruthy();
    await openSection(/^Esterni/);
    const group = screen.getByRole('group', { name: 'Valutazione: Parabrezza' }) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Invia per approvazione' })).toBeNull();
  });

  it('shows the back office’s note when the report was sent back', async () => {
    fakeServer(makeDraft({ returned_note: 'Rifai la foto del cruscotto.' }));
    expect(await screen.findByText('Il back office ha rimandato il report:')).toBeTruthy();
    expect(screen.getByText(/Rifai la foto del cruscotto\./)).toBeTruthy();
  });

  it('sends a guest to sign in and back, and refuses another role', async () => {
    stubApi({
      [`GET ${DRAFT_PATH}`]: () => ({ status: 401, body: { message: 'Devi accedere per continuare.' } }),
    });
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/signin?redirect=${encodeURIComponent(EDITOR_PATH)}`,
    );
    cleanup();

    stubApi({
      [`GET ${DRAFT_PATH}`]: () => ({
        status: 403,
        body: { message: 'Non è un’ispezione della tua officina.' },
      }),
    });
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
  });
});

describe('InspectionEditorPage before the car is checked in', () => {
  const HOUR = 3_600_000;
  const CHECK_IN_PATH = `/api/workshop/inspections/${INSPECTION_UUID}/check-in`;
  const awaiting = (bookedAt: number) =>
    makeDraft({
      booked_at: new Date(bookedAt).toISOString(),
      check_in_opens_at: new Date(bookedAt - HOUR / 2).toISOString(),
      checked_in_at: null,
      awaiting_check_in: true,
    });

  it('shows the appointment and the car, with "Auto in officina" disabled and why until 30 minutes before', async () => {
    const bookedAt = Date.parse('2026-12-01T08:30:00.000Z');
    vi.useFakeTimers({ now: bookedAt - 2 * HOUR, toFake: ['Date'] });
    try {
      fakeServer(awaiting(bookedAt));
      const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Auto in officina' });
      expect(button.disabled).toBe(true);
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe(
        'Potrai registrare l’arrivo dal 1/12/2026 alle 9:00, 30 minuti prima dell’appuntamento.',
      );
      screen.getByText('martedì 1 dicembre 2026, ore 9:30');
      expect(screen.queryByRole('navigation', { name: 'Sezioni del report' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the car in and opens the editor', async () => {
    const bookedAt = Date.now() + HOUR / 4;
    const checkedIn = makeDraft({
      ...awaiting(bookedAt),
      checked_in_at: new Date().toISOString(),
      awaiting_check_in: false,
    });
    const { fetchMock } = fakeServer(awaiting(bookedAt), {
      [`POST ${CHECK_IN_PATH}`]: () => ({ status: 200, body: checkedIn }),
    });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Auto in officina' });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await screen.findByRole('navigation', { name: 'Sezioni del report' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/check-in'))).toBe(true);
    screen.getByText(/auto in officina dalle \d{1,2}:\d{2}/);
  });
});

describe('the fault codes of the diagnosis section', () => {
  const field = (label: string, row: number) =>
    within(
      screen.getAllByRole('listitem').filter((li) => li.classList.contains('fault-code-row'))[
        row
      ] as HTMLElement,
    ).getByLabelText(label);

  it('saves the list once a row has its code and description, with each change and removal', async () => {
    const { patches } = fakeServer();
    await openSection(/^Diagnosi elettronica/);
    expect(screen.getByText('Nessun codice di errore inserito.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ Aggiungi un codice' }));
    fireEvent.change(field('Codice 1', 0), { target: { value: 'p0301' } });
    expect((field('Codice 1', 0) as HTMLInputElement).value).toBe('P0301');
    fireEvent.change(field('Descrizione', 0), { target: { value: 'Mancata accensione nel cilindro 1' } });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      fault_codes: [{ code: 'P0301', description: 'Mancata accensione nel cilindro 1', status: 'active' }],
    });

    fireEvent.change(field('Stato', 0), { target: { value: 'pending' } });
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]?.fault_codes?.[0]?.status).toBe('pending');

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il codice 1' }));
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches[2]).toEqual({ fault_codes: [] });
  });

  it('keeps a half-typed row while the answer to an earlier change comes back', async () => {
    const { patches } = fakeServer();
    await openSection(/^Diagnosi elettronica/);
    fireEvent.click(screen.getByRole('button', { name: '+ Aggiungi un codice' }));
    fireEvent.change(field('Codice 1', 0), { target: { value: 'P2002' } });
    fireEvent.change(field('Descrizione', 0), { target: { value: 'Filtro antiparticolato' } });
    // The first row is queued for saving; the second is still being typed when the answer comes back.
    fireEvent.click(screen.getByRole('button', { name: '+ Aggiungi un codice' }));
    fireEvent.change(field('Codice 2', 1), { target: { value: 'P0401' } });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      fault_codes: [{ code: 'P2002', description: 'Filtro antiparticolato', status: 'active' }],
    });
    await waitFor(() => expect(status()).toContain('Tutte le modifiche sono salvate'));
    expect((field('Codice 2', 1) as HTMLInputElement).value).toBe('P0401');
  });

  it('says what a row lacks and saves nothing while a code is not an OBD-II code', async () => {
    const { patches } = fakeServer(
      makeDraft({
        fault_codes: [{ code: 'P2002', description: 'Filtro antiparticolato', status: 'stored' }],
      }),
    );
    await openSection(/^Diagnosi elettronica/);
    expect((field('Codice 1', 0) as HTMLInputElement).value).toBe('P2002');
    fireEvent.click(screen.getByRole('button', { name: '+ Aggiungi un codice' }));
    fireEvent.change(field('Codice 2', 1), { target: { value: 'X12' } });
    fireEvent.blur(field('Codice 2', 1));
    fireEvent.change(field('Descrizione', 1), { target: { value: 'Sconosciuto' } });
    expect(
      screen.getByText('Codice non valido: una lettera tra P, C, B e U e quattro cifre, come P0301.'),
    ).toBeTruthy();
    expect(field('Codice 2', 1).getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, SAVE_BATCH_MS * 2));
    expect(patches).toEqual([]);
  });
});
