import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pretendContentOverflows } from '../../../testing/test-utils';
import { FIXTURE_FINGERPRINT, makeInspectionReport } from '../report.fixture';
import { ReportView } from './report-view';

function renderReport(inspection = makeInspectionReport(), example = false) {
  return render(
    <MemoryRouter>
      <ReportView inspection={inspection} example={example} />
    </MemoryRouter>,
  );
}

// Amounts are written with a no-break space before the euro sign.
const text = (element: Element | null | undefined) => element?.textContent?.replaceAll('\u00a0', ' ');

function matchMediaStub(matches: boolean) {
  return (query: string) =>
    ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-01T10:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportView', () => {
  it('opens with the report number, the date, the copy link, the title and the freshness facts', () => {
    renderReport();

    expect(screen.getByText('Report n. 10001')).toBeTruthy();
    expect(screen.getByText('Redatto il 16/1/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Volkswagen Golf 1.5 TSI Life 2019' })).toBeTruthy();
    const freshness = screen.getByRole('list', { name: 'Dati dell’ispezione' });
    expect(freshness.textContent).toContain('Ispezione del 15/1/2026, dalle 10:00 alle 11:12 (17 giorni fa)');
    expect(freshness.textContent).toContain('123.456 km all’ispezione');
    expect(freshness.textContent).toContain('Autofficina Rossi, Milano');
    expect(freshness.textContent).toContain('Accesso per altri 169 giorni, fino al 20/7/2026');
  });

  it('sums up the five categories and the overall score', () => {
    renderReport();

    const bars = within(screen.getByRole('region', { name: 'Valutazione' })).getAllByRole('listitem');
    expect(bars.map(text)).toEqual([
      'Esterni4,2 su 5',
      'Interni4,9 su 5',
      'Motore4,1 su 5',
      'Pneumatici e sospensioni4,5 su 5',
      'Prova su strada5,0 su 5',
    ]);
    expect(screen.getByRole('img', { name: 'Valutazione complessiva 4,54 su 5' }).getAttribute('width')).toBe(
      '175',
    );
  });

  it('lists the points of attention by severity, with their costs, the totals and the negotiation margin', () => {
    renderReport();

    const section = screen.getByRole('region', { name: 'Punti di attenzione' });
    const rows = within(section).getAllByRole('row');
    expect(rows.map(text)).toEqual([
      'VoceMinimoMassimo',
      'ValoreIncide su valore o affidabilità: da pianificare.',
      'BatteriaMotore120 €1.180 €',
      'EsteticaSolo aspetto.',
      'Vernice della carrozzeriaEsterni180 €320 €',
      'Totale300 €1.500 €',
    ]);
    expect(text(section)).toContain('Problemi rilevati: 1 problema di valore e 1 estetico.');
    expect(text(section)).toContain('tra 300 € e 1.500 €');
    expect(screen.queryByText(/di sicurezza, da riparare prima di guidare/)).toBeNull();
  });

  it('puts a safety problem first, even an item rated 2 without costs, and flags it beside the score', () => {
    const inspection = makeInspectionReport();
    inspection.report.items.tyres_and_suspension = inspection.report.items.tyres_and_suspension.map((item) =>
      item.key === 'tyr_front_brakes' ? { ...item, value: 2, severity: 'safety' } : item,
    );
    renderReport(inspection);

    const section = screen.getByRole('region', { name: 'Punti di attenzione' });
    const rows = within(section).getAllByRole('row');
    expect(rows.slice(1, 3).map(text)).toEqual([
      'SicurezzaDa riparare prima di guidare.',
      'Dischi e pastiglie anterioriPneumatici e sospensioniCosto non stimato',
    ]);
    expect(text(section)).toContain('Problemi rilevati: 1 problema di sicurezza, 1 di valore e 1 estetico.');
    // Beside the gauge, whose score stays the average of the ratings.
    const scores = screen.getByRole('region', { name: 'Valutazione' });
    expect(within(scores).getByRole('img', { name: 'Valutazione complessiva 4,54 su 5' })).toBeTruthy();
    expect(text(scores)).toContain(
      '1 problema di sicurezza, da riparare prima di guidare, qualunque sia il punteggio.',
    );
    expect(
      within(scores).getByRole('link', { name: 'Vedi i punti di attenzione' }).getAttribute('href'),
    ).toBe('#punti-di-attenzione');
  });

  it('shows visible items only, with stock texts, photos and repair-cost notes', () => {
    renderReport();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Esterni',
      'Interni',
      'Motore',
      'Pneumatici e sospensioni',
      'Prova su strada',
      'Documenti e dati del veicolo',
      'Diagnosi elettronica',
    ]);
    const exterior = screen.getByRole('tabpanel', { name: 'Esterni' });
    const paint = within(exterior).getByRole('heading', { level: 3, name: 'Vernice della carrozzeria' });
    const paintItem = paint.closest('li') as HTMLElement;
    expect(within(paintItem).getByRole('img', { name: 'Valutazione 3 su 5' })).toBeTruthy();
    expect(text(paintItem)).toContain('Costo di riparazione stimato: 180 € – 320 €');
    expect(within(paintItem).getByRole('button', { name: /Graffio sul parafango/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Interni' }));
    const speakers = screen.getByRole('heading', { name: 'Altoparlanti' }).closest('li') as HTMLElement;
    expect(speakers.textContent).toContain('Non controllato.');

    fireEvent.click(screen.getByRole('tab', { name: 'Pneumatici e sospensioni' }));
    const brakes = screen.getByRole('heading', { name: 'Dischi e pastiglie anteriori' }).closest('li');
    expect(text(brakes)).toContain('Costo di riparazione stimato: da 250 €');
    expect(screen.getByText('Michelin Primacy 4, 205/55 R16')).toBeTruthy();

    // road_cabin_noise has neither a value nor a description.
    expect(screen.queryByRole('heading', { name: 'Rumorosità in abitacolo e fruscii' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Vibrazioni', hidden: true })).toBeTruthy();
  });

  it("gives the technician's reason after 'Non controllato.' when there is one", () => {
    renderReport();

    fireEvent.click(screen.getByRole('tab', { name: 'Interni' }));
    const speakers = screen.getByRole('heading', { name: 'Altoparlanti' }).closest('li') as HTMLElement;
    expect(speakers.textContent).not.toContain('Motivo');
    fireEvent.click(screen.getByRole('tab', { name: 'Motore' }));
    const turbo = screen.getByRole('heading', { name: 'Turbocompressore' }).closest('li') as HTMLElement;
    expect(turbo.querySelector('p')?.textContent).toBe(
      'Non controllato. Motivo: Non accessibile senza smontaggi',
    );
    // The line says 'Non controllato.' once: the stock text is not repeated under it.
    expect(turbo.textContent?.match(/Non controllato\./g)).toHaveLength(1);
  });

  it('tells when a photo was taken, in the title of its thumbnail', () => {
    renderReport();

    const exterior = screen.getByRole('tabpanel', { name: 'Esterni' });
    const thumb = within(exterior).getByRole('button', { name: /Graffio sul parafango/ });
    // 09:41 UTC is 10:41 in Rome in January.
    expect(thumb.getAttribute('title')).toBe('Scattata il 15/1/2026 alle 10:41');
    const photos = screen.getByRole('region', { name: 'Foto' });
    const front = within(photos).getByRole('button', { name: 'Ingrandisci: Anteriore' });
    expect(front.hasAttribute('title')).toBe(false);
  });

  it('shows the seal of an approved report, with what it means and the whole fingerprint', () => {
    renderReport();

    const seal = document.querySelector('.report-header details') as HTMLDetailsElement;
    expect(seal.querySelector('summary')?.textContent).toBe(
      'Report sigillato il 16/1/2026 · impronta 3f9a2c7e1b04…',
    );
    expect(seal.open).toBe(false);
    expect(seal.textContent).toContain('impronta digitale (SHA-256) dal contenuto e da ogni foto');
    expect(seal.querySelector('code')?.textContent).toBe(FIXTURE_FINGERPRINT);
    cleanup();

    const inspection = makeInspectionReport();
    renderReport({ ...inspection, report: { ...inspection.report, seal: null } });
    expect(screen.queryByText(/Report sigillato/)).toBeNull();
  });

  it('names the version of a corrected report next to its seal, and the history with each reason', () => {
    const inspection = makeInspectionReport();
    const second = 'b7e4d1c0a9f8e7d6c5b4a3928170f6e5d4c3b2a19087f6e5d4c3b2a190817263';
    renderReport({
      ...inspection,
      report: {
        ...inspection.report,
        seal: { sealed_at: '2026-02-03T09:00:00.000Z', fingerprint: second },
        versions: [
          ...inspection.report.versions,
          {
            version: 2,
            sealed_at: '2026-02-03T09:00:00.000Z',
            fingerprint: second,
            reason: 'Il livello dell’olio era stato valutato a motore caldo.',
          },
        ],
      },
    });

    const seal = document.querySelector('.report-header details') as HTMLDetailsElement;
    expect(seal.querySelector('summary')?.textContent).toBe(
      'Report sigillato il 3/2/2026 · impronta b7e4d1c0a9f8…Versione 2',
    );
    expect(seal.querySelector('code')?.textContent).toBe(second);
    const history = within(seal).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      'Versione 1, sigillata il 16/1/2026 · impronta 3f9a2c7e1b04…',
      'Versione 2, sigillata il 3/2/2026 · impronta b7e4d1c0a9f8…Correzione: Il livello dell’olio era stato valutato a motore caldo.',
    ]);
  });

  it('shows no version nor history for a report sealed once', () => {
    renderReport();
    const seal = document.querySelector('.report-header details') as HTMLDetailsElement;
    expect(seal.textContent).not.toContain('Versione');
    expect(seal.textContent).not.toContain('Versioni del report');
    expect(seal.querySelector('ol')).toBeNull();
  });

  it('stacks the categories as collapsible cards below 576px', () => {
    vi.stubGlobal('matchMedia', matchMediaStub(true));
    renderReport();

    expect(screen.queryByRole('tab')).toBeNull();
    const headers = screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('.accordion'));
    expect(headers.map((h) => h.textContent)).toEqual([
      'Esterni',
      'Interni',
      'Motore',
      'Pneumatici e sospensioni',
      'Prova su strada',
      'Documenti e dati del veicolo',
      'Diagnosi elettronica',
    ]);
    const interior = screen.getByRole('button', { name: 'Interni' });
    expect(interior.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(interior);
    expect(interior.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 4, name: 'Plancia' })).toHaveLength(1);
  });

  it('lists the fault codes read in the diagnosis tab: Codice, Descrizione, Stato', () => {
    const inspection = makeInspectionReport();
    inspection.report.fault_codes = [
      {
        code: 'P2002',
        description: 'Efficienza del filtro antiparticolato sotto la soglia',
        status: 'active',
      },
      { code: 'P0401', description: 'Flusso EGR insufficiente', status: 'stored' },
      { code: 'C0035', description: 'Sensore di velocità ruota anteriore sinistra', status: 'pending' },
    ];
    renderReport(inspection);

    fireEvent.click(screen.getByRole('tab', { name: 'Diagnosi elettronica' }));
    const panel = screen.getByRole('tabpanel', { name: 'Diagnosi elettronica' });
    expect(
      within(panel).getByRole('heading', { level: 3, name: 'Codici di errore letti (OBD-II)' }),
    ).toBeTruthy();
    const cells = within(panel)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Codice', 'Descrizione', 'Stato'],
      ['P2002', 'Efficienza del filtro antiparticolato sotto la soglia', 'Attivo'],
      ['P0401', 'Flusso EGR insufficiente', 'Memorizzato'],
      ['C0035', 'Sensore di velocità ruota anteriore sinistra', 'In attesa'],
    ]);
  });

  it('says the scan found no code only when the scan was done', () => {
    renderReport();
    fireEvent.click(screen.getByRole('tab', { name: 'Diagnosi elettronica' }));
    expect(screen.getByText('La scansione delle centraline non ha trovato codici di errore.')).toBeTruthy();
    cleanup();

    const inspection = makeInspectionReport();
    inspection.report.items.diagnostics = inspection.report.items.diagnostics.map((item) =>
      item.key === 'diag_fault_codes' ? { ...item, value: 0 } : item,
    );
    renderReport(inspection);
    fireEvent.click(screen.getByRole('tab', { name: 'Diagnosi elettronica' }));
    const panel = screen.getByRole('tabpanel', { name: 'Diagnosi elettronica' });
    expect(within(panel).queryByText(/Codici di errore letti/)).toBeNull();
    expect(within(panel).queryByText(/non ha trovato codici/)).toBeNull();
  });

  it("offers 'Leggi di più' only when the verdict overflows its 14 lines", () => {
    renderReport();
    expect(screen.queryByRole('button', { name: 'Leggi di più' })).toBeNull();
    cleanup();

    const restore = pretendContentOverflows();
    renderReport();
    const more = screen.getByRole('button', { name: 'Leggi di più' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Leggi di meno' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    const verdict = document.getElementById(less.getAttribute('aria-controls') ?? '');
    expect(verdict?.textContent).toBe('Auto in buone condizioni generali.\nBatteria da sostituire a breve.');
    expect(screen.getByRole('button', { name: 'Mostra di più' })).toBeTruthy();
    restore();
  });

  it('groups the photos as Esterni, Interni, Imperfezioni and opens the vehicle details', () => {
    renderReport();

    const photos = screen.getByRole('region', { name: 'Foto' });
    expect(
      within(photos)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Esterni (3)', 'Interni (1)', 'Imperfezioni (1)']);
    const thumb = within(photos).getByRole('button', { name: 'Ingrandisci: Anteriore' });
    const image = thumb.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('srcset')).toContain('400w');

    const toggle = screen.getByRole('button', { name: 'Dettagli del veicolo' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Scadenza revisione').nextElementSibling?.textContent).toBe('31/3/2027');
  });

  it('shows the example banner instead of the report number and copy link', () => {
    renderReport(makeInspectionReport({ access: { role: 'example', access_until: null } }), true);

    const banner = screen.getByRole('complementary', { name: 'Report di esempio' });
    expect(within(banner).getByRole('link', { name: 'Prenota un’ispezione' }).getAttribute('href')).toBe(
      '/booking',
    );
    expect(screen.queryByText(/Report n\./)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copia link' })).toBeNull();
    expect(screen.queryByText(/Accesso per altri/)).toBeNull();
    expect(screen.getByText(/^Report sigillato il 16\/1\/2026/)).toBeTruthy();
  });
});
