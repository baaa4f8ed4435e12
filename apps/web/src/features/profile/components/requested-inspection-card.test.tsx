import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitingInspection, bookedInspection, completedInspection } from '../user-reports.fixture';
import { inspectionStage, RequestedInspectionCard } from './requested-inspection-card';

afterEach(cleanup);

function renderCard(inspection = bookedInspection) {
  return render(
    <MemoryRouter>
      <RequestedInspectionCard inspection={inspection} />
    </MemoryRouter>,
  );
}

describe('inspectionStage', () => {
  it('follows the inspection lifecycle of docs/product.md#inspection-lifecycle', () => {
    expect(inspectionStage(bookedInspection)).toBe('booked');
    expect(inspectionStage(awaitingInspection)).toBe('awaiting-approval');
    expect(inspectionStage(completedInspection)).toBe('completed');
  });
});

describe('RequestedInspectionCard', () => {
  it('shows a booking waiting for its fee with a link to pay it, until when the slot is held', () => {
    renderCard({ ...bookedInspection, awaiting_payment_until: '2026-11-25T09:30:00.000Z' });
    expect(screen.getByText('In attesa del pagamento')).toBeTruthy();
    expect(screen.getByText(/riservato fino al 25\/11\/2026 alle 10:30/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Paga la prenotazione/ }).getAttribute('href')).toBe(
      `/booking/pay/${bookedInspection.uuid}`,
    );
    expect(screen.queryByText(/Prenotata per il/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Sposta o annulla/ })).toBeNull();
  });

  it('shows a booked inspection with its plate, the appointment’s date and time, the workshop and the amount paid', () => {
    const { container } = renderCard(bookedInspection);
    expect(screen.getByRole('heading', { name: 'Ispezione per GA123BC' })).toBeTruthy();
    expect(screen.getByText('Richiesta il 18/11/2026')).toBeTruthy();
    expect(screen.getByText('Prenotata per il 30/11/2026 alle 09:30')).toBeTruthy();
    expect(screen.getByText('Presso Autofficina Rossi, Via Padova 100, 20132 Milano (MI)')).toBeTruthy();
    expect(screen.getByText('Importo pagato: 99,00 €')).toBeTruthy();
    expect(screen.queryByText(/Report n\./)).toBeNull();
    expect(container.querySelector('[data-testid="vehicle-placeholder"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when nothing was paid for the booking', () => {
    renderCard({ ...bookedInspection, amount_paid_cents: 0 });
    expect(screen.getByText('Nessun importo pagato')).toBeTruthy();
    expect(screen.queryByText(/Importo pagato/)).toBeNull();
  });

  it('offers "Sposta o annulla" to the manage page of the server’s link, naming the plate', () => {
    renderCard(bookedInspection);
    const link = screen.getByRole('link', { name: 'Sposta o annulla (GA123BC)' });
    expect(link.getAttribute('href')).toBe(`/booking/manage/${bookedInspection.manage_token}`);
    expect(
      screen.getByText('Fino a 24 ore prima dell’appuntamento, da qui o con il link dell’email di conferma.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Mancano meno di/)).toBeNull();
  });

  describe('without the server’s link (past the change deadline)', () => {
    afterEach(() => vi.useRealTimers());
    const atTime = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };

    it('before the appointment: call the workshop, as the manage page says', () => {
      atTime('2026-11-29T20:00:00.000Z');
      renderCard({ ...bookedInspection, manage_token: null });
      expect(screen.queryByRole('link', { name: /Sposta o annulla/ })).toBeNull();
      const note = screen.getByText(/^Mancano meno di 24 ore all’ispezione: per spostarla o annullarla/);
      expect(note.textContent).toBe(
        'Mancano meno di 24 ore all’ispezione: per spostarla o annullarla chiama l’officina al 02 1234567.',
      );
      expect(within(note).getByRole('link', { name: '02 1234567' }).getAttribute('href')).toBe(
        'tel:021234567',
      );
    });

    it('once the time has come: nothing to move or cancel', () => {
      atTime('2026-11-30T09:00:00.000Z');
      renderCard({ ...bookedInspection, manage_token: null });
      expect(screen.queryByRole('link', { name: /Sposta o annulla/ })).toBeNull();
      expect(screen.queryByText(/Mancano meno di/)).toBeNull();
      expect(screen.getByText('Prenotata per il 30/11/2026 alle 09:30')).toBeTruthy();
    });
  });

  it('shows an inspection whose report awaits approval, dated by the verdict', () => {
    renderCard(awaitingInspection);
    expect(screen.getByRole('heading', { name: 'Ispezione per FX456DE' })).toBeTruthy();
    expect(screen.getByText('Report n. 10002')).toBeTruthy();
    expect(screen.getByText('Ispezione effettuata il 20/11/2026')).toBeTruthy();
    expect(screen.getByText('Report in fase di approvazione.')).toBeTruthy();
    expect(screen.queryByText(/Prenotata per il/)).toBeNull();
  });

  it('dates an awaiting report by its last update when the verdict has no date', () => {
    const report = awaitingInspection.report && { ...awaitingInspection.report, verdict_datecompleted: null };
    renderCard({ ...awaitingInspection, report });
    expect(screen.getByText('Ispezione effettuata il 21/11/2026')).toBeTruthy();
  });

  it('shows a completed report with photo, vehicle, year, odometer and overall score', () => {
    renderCard(completedInspection);
    expect(screen.getByText('Richiesta il 5/1/2026')).toBeTruthy();
    expect(screen.getByText('Report n. 10001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.getByText('Anno 2018')).toBeTruthy();
    expect(screen.getByText('123.456 km')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Punteggio complessivo 4,26 su 5' })).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Foto: Volkswagen Golf' });
    expect(photo.getAttribute('src')).toBe('/images/reports/golf.jpg');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('224');
    expect(photo.getAttribute('height')).toBe('136');
    expect(screen.queryByText(/Ispezione per/)).toBeNull();
  });

  it('falls back to the placeholder picture when the report has no main image', () => {
    const report = completedInspection.report && { ...completedInspection.report, main_image: null };
    const { container } = renderCard({ ...completedInspection, report });
    expect(container.querySelector('[data-testid="vehicle-placeholder"]')).not.toBeNull();
    expect(screen.queryByRole('img', { name: /^Foto/ })).toBeNull();
  });

  it('links to the report, naming the vehicle for screen readers', () => {
    renderCard(completedInspection);
    const link = screen.getByRole('link', { name: 'Vedi il report (Volkswagen Golf)' });
    expect(link.getAttribute('href')).toBe(`/report/${completedInspection.uuid}`);
    expect(within(link).getByText('Vedi il report')).toBeTruthy();
  });

  it('offers the report of an inspection awaiting approval, which its seller may read', () => {
    renderCard(awaitingInspection);
    const link = screen.getByRole('link', { name: 'Vedi il report (FX456DE)' });
    expect(link.getAttribute('href')).toBe(`/report/${awaitingInspection.uuid}`);
  });

  it('does not offer "Vedi il report" for a booked inspection, which has no report yet, but keeps its link to copy', () => {
    renderCard({ ...bookedInspection, withdrawal_token: null });
    expect(screen.queryByRole('link', { name: /Vedi il report/ })).toBeNull();
    expect(screen.queryByText(/Vedi il report/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Copia link (GA123BC)' })).toBeTruthy();
  });

  it.each([
    ['booked', bookedInspection],
    ['awaiting approval', awaitingInspection],
  ])('tells the seller of a %s inspection when the link to share starts to work', (_, inspection) => {
    renderCard(inspection);
    expect(
      screen.getByText('Il link funzionerà per gli acquirenti quando il report sarà approvato.'),
    ).toBeTruthy();
  });

  it('says nothing of the link once the report is approved: it works', () => {
    renderCard(completedInspection);
    expect(screen.queryByText(/Il link funzionerà/)).toBeNull();
  });

  it('links a booking to the withdrawal function while the server gives its link, naming the plate', () => {
    renderCard(bookedInspection);
    const link = screen.getByRole('link', { name: 'Recedi dal contratto qui (GA123BC)' });
    expect(link.getAttribute('href')).toBe(`/recesso/${bookedInspection.withdrawal_token}`);
    cleanup();

    renderCard(completedInspection);
    expect(screen.queryByRole('link', { name: /Recedi dal contratto qui/ })).toBeNull();
  });
});
