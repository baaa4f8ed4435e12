import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWorkshop } from '@verificauto/shared/contracts/backoffice-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, pending, renderAppPage, stubApi } from '../../../testing/fake-api';
import { WorkshopEditPage } from './workshop-edit-page';

const ID = '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';
const TECHNICIAN_ID = '1b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';

const WORKSHOP: AdminWorkshop = {
  id: ID,
  slug: 'officina-estense-ferrara',
  name: 'Officina Estense',
  address: 'Via Bologna 101',
  postal_code: '44122',
  city: 'Ferrara',
  province: 'FE',
  phone: '0532 123456',
  email: null,
  latitude: 44.8381,
  longitude: 11.6198,
  opening_hours: {
    '1': [
      ['08:30', '12:30'],
      ['14:00', '18:00'],
    ],
    '6': [['09:00', '11:00']],
  },
  slot_minutes: 60,
  inspection_fee_cents: 2500,
  scheduling_url: null,
  active: true,
  updated_at: '2026-03-02T09:00:00.000Z',
  technicians: [
    {
      id: TECHNICIAN_ID,
      email: 'tecnico@example.it',
      name: 'Tino Tecnico',
      has_password: false,
      blocked: false,
    },
  ],
};

function renderAt(id: string, api: FakeApi) {
  const fetchMock = stubApi(api);
  renderAppPage(<WorkshopEditPage />, {
    path: `/backoffice/officine/${id}`,
    route: '/backoffice/officine/:id',
  });
  return fetchMock;
}

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a new workshop', () => {
  it('finds the place from the CAP and town, sends hours and fee in cents, then opens the saved workshop', async () => {
    let body: Record<string, unknown> = {};
    renderAt('nuova', {
      'POST /api/backoffice/workshops': (request) => {
        body = request.body as Record<string, unknown>;
        return { status: 201, body: { ...WORKSHOP, technicians: [] } };
      },
      [`GET /api/backoffice/workshops/${ID}`]: () => ({
        status: 200,
        body: { ...WORKSHOP, technicians: [] },
      }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nuova officina');
    type(/^Nome/, 'Officina Estense');
    type(/^Telefono/, '0532 123456');
    type(/^Via e numero civico/, 'Via Bologna 101');
    type(/^CAP/, '44122');
    type(/^Comune/, 'Ferrara');
    fireEvent.click(screen.getByRole('button', { name: 'Trova la posizione dal CAP e dal comune' }));
    expect(await screen.findByText('Ferrara (FE)')).toBeTruthy();
    expect(field(/^Provincia/).value).toBe('FE');

    fireEvent.change(screen.getByLabelText('Sabato: apertura'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Domenica: apertura'), { target: { value: '0' } });
    type('Sabato, prima fascia: alle', '11:00');
    type(/^Costo della prenotazione/, '25,50');
    fireEvent.click(screen.getByRole('button', { name: 'Crea l’officina' }));

    // The saved workshop's own page, with its technicians.
    expect(await screen.findByRole('heading', { level: 1, name: 'Officina Estense' })).toBeTruthy();
    expect(await screen.findByText('Nessun tecnico per ora.')).toBeTruthy();
    expect(body).toMatchObject({
      name: 'Officina Estense',
      postal_code: '44122',
      province: 'FE',
      inspection_fee_cents: 2550,
      slot_minutes: 60,
      scheduling_url: '',
      active: true,
      opening_hours: {
        '1': [
          ['08:30', '12:30'],
          ['14:00', '18:00'],
        ],
        '6': [['08:30', '11:00']],
      },
    });
    expect(body.latitude).toBeCloseTo(44.83, 1);
    expect(body.longitude).toBeCloseTo(11.62, 1);
    expect(Object.keys(body.opening_hours as object)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('shows the server’s message beside each wrong field and keeps the button off while saving', async () => {
    let answer: () => Promise<{ status: number; body: unknown }> = async () => ({
      status: 400,
      body: {
        code: 'invalid_input',
        message: 'Inserisci il nome dell’officina.',
        fields: {
          name: 'Inserisci il nome dell’officina.',
          latitude: 'Cerca il comune o il CAP per trovare la posizione dell’officina.',
          // A time of the day's first interval: shown beside the day.
          'opening_hours.2.0.1': 'Scrivi l’orario come hh:mm, per esempio 08:30.',
        },
      },
    });
    renderAt('nuova', { 'POST /api/backoffice/workshops': () => answer() });
    fireEvent.click(screen.getByRole('button', { name: 'Crea l’officina' }));

    const name = field(/^Nome/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Inserisci il nome dell’officina.',
    );
    expect(screen.getByText('Cerca il comune o il CAP per trovare la posizione dell’officina.')).toBeTruthy();
    const tuesday = screen.getByLabelText('Martedì: apertura');
    expect(document.getElementById(tuesday.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Scrivi l’orario come hh:mm, per esempio 08:30.',
    );
    expect(screen.getByText('Correggi i 3 campi segnalati.')).toBeTruthy();

    answer = pending;
    fireEvent.click(screen.getByRole('button', { name: 'Crea l’officina' }));
    const saving = await screen.findByRole('button', { name: 'Salvataggio…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(field(/^Nome/).disabled).toBe(true);
  });
});

describe('an existing workshop', () => {
  it('shows its values, saves with PUT and lists its technicians', async () => {
    let body: Record<string, unknown> = {};
    renderAt(ID, {
      [`GET /api/backoffice/workshops/${ID}`]: () => ({ status: 200, body: WORKSHOP }),
      [`PUT /api/backoffice/workshops/${ID}`]: (request) => {
        body = request.body as Record<string, unknown>;
        return { status: 200, body: { ...WORKSHOP, inspection_fee_cents: 0 } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Officina Estense' })).toBeTruthy();
    expect(field(/^Costo della prenotazione/).value).toBe('25,00');
    expect((screen.getByLabelText('Domenica: apertura') as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('Lunedì: apertura') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByText('In attesa della password')).toBeTruthy();

    type(/^Costo della prenotazione/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Officina salvata.')).toBeTruthy();
    expect(body).toMatchObject({ inspection_fee_cents: 0, latitude: 44.8381, province: 'FE' });
  });

  it('adds a technician by e-mail and removes one after confirming', async () => {
    let removed = false;
    renderAt(ID, {
      [`GET /api/backoffice/workshops/${ID}`]: () => ({
        status: 200,
        body: removed ? { ...WORKSHOP, technicians: [] } : WORKSHOP,
      }),
      [`POST /api/backoffice/workshops/${ID}/technicians`]: () => ({
        status: 200,
        body: {
          outcome: 'created',
          password_email_sent: true,
          technician: {
            id: TECHNICIAN_ID,
            email: 'nuovo@example.it',
            name: 'Nuovo',
            has_password: false,
            blocked: false,
          },
        },
      }),
      [`DELETE /api/backoffice/workshops/${ID}/technicians/${TECHNICIAN_ID}`]: () => {
        removed = true;
        return { status: 204 };
      },
    });
    await screen.findByRole('heading', { name: 'Tecnici' });
    const form = within(screen.getByRole('form', { name: 'Aggiungi un tecnico' }));
    fireEvent.change(form.getByLabelText(/^Nome e cognome/), { target: { value: 'Nuovo' } });
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'nuovo@example.it' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi il tecnico' }));
    expect(
      await screen.findByText(
        'Account creato. Abbiamo inviato a nuovo@example.it l’email per scegliere la password.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Tino Tecnico' }));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma la rimozione di Tino Tecnico' }));
    expect(await screen.findByText('Tino Tecnico non è più un tecnico di questa officina.')).toBeTruthy();
    expect(await screen.findByText('Nessun tecnico per ora.')).toBeTruthy();
  });

  it('refuses another role, and sends a guest to sign in', async () => {
    renderAt(ID, {
      [`GET /api/backoffice/workshops/${ID}`]: () => ({
        status: 403,
        body: { code: 'forbidden_role', message: 'Questa area è riservata al back office di Verificauto.' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
    cleanup();
    renderAt(ID, {
      [`GET /api/backoffice/workshops/${ID}`]: () => ({ status: 401, body: { message: 'Accedi.' } }),
    });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/signin?redirect=%2Fbackoffice%2Fofficine%2F${ID}`,
    );
  });
});
