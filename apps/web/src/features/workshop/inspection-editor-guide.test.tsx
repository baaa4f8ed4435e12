import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftItem, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, openSection } from './testing/editor-server';
import { EDITOR_PATH, INSPECTION_UUID, makeCompleteDraft } from './testing/workshop-fixtures';

const SUBMIT_PATH = `/api/workshop/inspections/${INSPECTION_UUID}/submit`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function withItems(draft: ReportDraft, items: Record<string, Partial<DraftItem> | null>): ReportDraft {
  const next = { ...draft.items };
  for (const [key, patch] of Object.entries(items)) {
    const current = next[key];
    if (patch === null) delete next[key];
    else if (current) next[key] = { ...current, ...patch };
  }
  return { ...draft, items: next };
}

/** A complete draft with three findings: a safety one rated 2, a cosmetic one rated 1, a costed value one. */
function draftWithFindings(): ReportDraft {
  return withItems(makeCompleteDraft(), {
    road_braking: { value: 2 },
    ext_body_paint: { value: 1 },
    eng_battery: { min_repair_cost: 120, max_repair_cost: 180 },
  });
}

const recap = () => screen.getByRole('region', { name: 'Riepilogo prima dell’invio' });

describe('the recap before "Invia per approvazione"', () => {
  it('groups what is missing by section, each a link to its place', async () => {
    const complete = makeCompleteDraft();
    fakeServer(withItems({ ...complete, details: { ...complete.details, brand: null } }, { int_horn: null }));
    await openSection(/^Riepilogo e invio/);

    const missing = within(recap()).getByRole('heading', {
      name: 'Prima di inviare, completa questi 2 elementi',
    });
    const list = missing.nextElementSibling as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Dati del veicolo' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Marca' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('link', { name: 'Clacson' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('item-int_horn'));
    expect(screen.getByRole('heading', { level: 2, name: 'Interni' })).toBeTruthy();
  });

  it('counts the findings by severity, lists the worst first and shows the score and the verdict', async () => {
    fakeServer(draftWithFindings());
    await openSection(/^Riepilogo e invio/);

    const region = recap();
    expect(
      within(region).getByText('Tutte le voci sono compilate e le foto obbligatorie ci sono.'),
    ).toBeTruthy();
    const counts = within(region).getByRole('list', { name: 'Problemi per gravità' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sicurezza: 1', 'Valore: 1', 'Estetica: 1']);
    const worst = within(region).getByRole('list', { name: 'I problemi più gravi' });
    expect(
      within(worst)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Frenata · Sicurezza · valutazione 2 su 5',
      'Batteria · Valore · 120 € – 180 €',
      'Vernice della carrozzeria · Estetica · valutazione 1 su 5',
    ]);
    expect(within(region).getByText('Auto in buone condizioni.')).toBeTruthy();
    expect(within(region).getByText(/Punteggio complessivo:/).textContent).toMatch(/\d,\d\d su 5/);

    fireEvent.click(within(worst).getByRole('link', { name: 'Frenata' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('item-road_braking'));
  });

  it('says when nothing was found', async () => {
    fakeServer(makeCompleteDraft());
    await openSection(/^Riepilogo e invio/);
    expect(within(recap()).getByText('Nessun problema rilevato.')).toBeTruthy();
  });
});

describe('the confirmation and after sending', () => {
  it('asks to confirm, with the focus on "Annulla", and gives it back to the button on cancel', async () => {
    const { fetchMock } = fakeServer(draftWithFindings());
    await openSection(/^Riepilogo e invio/);
    const send = screen.getByRole('button', { name: 'Invia per approvazione' });
    fireEvent.click(send);

    const dialog = await screen.findByRole('dialog', { name: 'Inviare il report per approvazione?' });
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(dialog.textContent).toContain('AB123CD');
    expect(dialog.textContent).toContain('1 problema di sicurezza, 1 di valore e 1 estetico');
    expect(dialog.textContent).toContain('non si può più modificare');
    fireEvent.click(cancel);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(send));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/submit'))).toBe(false);
  });

  it('sends once confirmed, then says what happens next and leads back to the list', async () => {
    fakeServer(makeCompleteDraft(), {
      [`POST ${SUBMIT_PATH}`]: () => ({
        status: 200,
        body: { ...makeCompleteDraft(), state: 'submitted', revision: 9 },
      }),
    });
    await openSection(/^Riepilogo e invio/);
    fireEvent.click(screen.getByRole('button', { name: 'Invia per approvazione' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia il report' }));

    const sent = await screen.findByRole('heading', { name: 'Report inviato' });
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Report inviato per l’approvazione.')).toBeTruthy();
    expect(screen.getByText(/il back office di Verificauto lo controlla/)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Torna alle prenotazioni' });
    expect(back.getAttribute('href')).toBe('/officina');
  });

  it('shows the server’s missing parts when it refuses, with the dialog closed', async () => {
    fakeServer(makeCompleteDraft(), {
      [`POST ${SUBMIT_PATH}`]: () => ({
        status: 422,
        body: {
          code: 'report_incomplete',
          message: 'Il report non è completo.',
          missing: [{ section: 'verdict', field: 'verdict_overall', label: 'Giudizio complessivo' }],
        },
      }),
    });
    await openSection(/^Riepilogo e invio/);
    fireEvent.click(screen.getByRole('button', { name: 'Invia per approvazione' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Invia il report' }),
    );

    const heading = await screen.findByRole('heading', {
      name: 'Prima di inviare, completa questo elemento',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(recap()).getByRole('link', { name: 'Giudizio complessivo' })).toBeTruthy();
  });
});

describe('the rating legend', () => {
  it('explains 1–5 once per section, in the report’s words', async () => {
    fakeServer(makeCompleteDraft());
    await openSection(/^Esterni/);
    const legend = screen.getByRole('list', { name: 'Cosa significano le valutazioni' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1Condizioni critiche: intervento necessario prima dell’uso.',
      '2Condizioni scarse: intervento necessario a breve.',
      '3Condizioni sufficienti: usura evidente, da tenere sotto controllo.',
      '4Buone condizioni: lievi segni d’uso compatibili con età e chilometraggio.',
      '5Ottime condizioni, nessun intervento necessario.',
      'Non controllatoLa voce non è stata verificata: non entra nei punteggi.',
    ]);
    expect(screen.getAllByRole('list', { name: 'Cosa significano le valutazioni' })).toHaveLength(1);
  });
});

describe('numeric keypads', () => {
  const inputMode = (label: string) => screen.getByLabelText(label).getAttribute('inputmode');

  it('opens a decimal pad for tread depth and a numeric one for counts, kilometres and costs', async () => {
    fakeServer(makeCompleteDraft());
    await screen.findByRole('heading', { level: 2, name: 'Dati del veicolo' });
    expect(inputMode('Chilometraggio (obbligatorio)')).toBe('numeric');
    expect(inputMode('Anno di immatricolazione (obbligatorio)')).toBe('numeric');

    await openSection(/^Pneumatici e sospensioni/);
    expect(inputMode('Battistrada anteriore sinistro (mm)')).toBe('decimal');
    expect(inputMode('Battistrada posteriore destro (mm)')).toBe('decimal');
    const tyre = screen.getByRole('group', { name: 'Battistrada anteriore sinistro (mm)' });
    expect(within(tyre).getByLabelText('Da (minimo)').getAttribute('inputmode')).toBe('numeric');
    expect(inputMode('Marca e misura pneumatici')).toBeNull();

    await openSection(/^Documenti e dati del veicolo/);
    expect(inputMode('Numero di chiavi consegnate')).toBe('numeric');
    expect(inputMode('Numero di intestatari precedenti')).toBe('numeric');
    await openSection(/^Diagnosi elettronica/);
    expect(inputMode('Chilometraggio memorizzato nelle centraline (km)')).toBe('numeric');
  });
});

describe('the section being edited', () => {
  it('opens again after a reload, without adding history entries', async () => {
    fakeServer(makeCompleteDraft());
    await openSection(/^Pneumatici e sospensioni/);
    expect(screen.getByRole('heading', { level: 2, name: 'Pneumatici e sospensioni' })).toBeTruthy();
    cleanup();

    fakeServer(makeCompleteDraft());
    expect(await screen.findByRole('heading', { level: 2, name: 'Pneumatici e sospensioni' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sezioni del report' });
    expect(
      within(nav)
        .getByRole('button', { name: /^Pneumatici e sospensioni/ })
        .getAttribute('aria-current'),
    ).toBe('step');
    expect(window.location.hash).toBe('');
    expect(EDITOR_PATH).not.toContain('#');
  });
});

describe('photos from the camera or the gallery', () => {
  it('offers the rear camera and the gallery for a key photo and for an item', async () => {
    fakeServer(makeCompleteDraft());
    await openSection(/^Foto principali/);
    const camera = screen.getByLabelText('Scatta la foto: Anteriore', { exact: true });
    const gallery = screen.getByLabelText('Scegli dalla galleria: Anteriore', { exact: true });
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(gallery.hasAttribute('capture')).toBe(false);
    expect(gallery.hasAttribute('multiple')).toBe(false);

    await openSection(/^Esterni/);
    fireEvent.click(screen.getAllByRole('button', { name: /^Note, costi e foto/ })[0] as HTMLElement);
    const itemCamera = screen.getByLabelText('Scatta una foto: Vernice della carrozzeria');
    const itemGallery = screen.getByLabelText('Scegli dalla galleria: Vernice della carrozzeria');
    expect(itemCamera.getAttribute('capture')).toBe('environment');
    expect(itemGallery.hasAttribute('capture')).toBe(false);
    expect(itemGallery.hasAttribute('multiple')).toBe(true);
  });
});
