import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMMEDIATE_ACCESS_STATEMENT } from '@verificauto/shared/legal/checkout-statements';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage } from '../../testing/fake-api';
import { makeInspectionPreview, makeInspectionReport } from './report.fixture';
import { ReportPage } from './report-page';

const UUID = 'de000000-0000-4000-8000-00000000a003';
const WAIVER = {
  code: 'waiver_required',
  message: 'Prima di aprire il report conferma la richiesta di accesso immediato.',
  statement: IMMEDIATE_ACCESS_STATEMENT,
  regulation_version: '0123456789ab',
  withdrawal_until: '2026-12-29',
  withdrawal_token: 'p.de000000-0000-4000-8000-00000000d001.firma',
  reportPreview: makeInspectionPreview({ main_image: null }),
};

/** The server of a buyer who has not asked for immediate access until the waiver is posted. */
function stubServer({
  waiverAnswer = 204,
  signedIn = true,
}: {
  waiverAnswer?: number;
  signedIn?: boolean;
} = {}) {
  let waived = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/auth/me') {
      return signedIn ? Response.json({ email: 'mario@example.it' }) : new Response(null, { status: 401 });
    }
    if (init?.method === 'POST' && url.endsWith('/waiver')) {
      if (waiverAnswer !== 204) {
        return Response.json(
          { code: 'regulation_changed', message: 'Il Regolamento è stato aggiornato.' },
          { status: waiverAnswer },
        );
      }
      waived = true;
      return new Response(null, { status: 204 });
    }
    if (init?.method === 'POST') return new Response(null, { status: 204 });
    return waived ? Response.json(makeInspectionReport()) : Response.json(WAIVER, { status: 403 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { fetchMock, posts };
}

async function acceptDeclaration() {
  renderAppPage(<ReportPage />, { path: `/report/${UUID}`, route: '/report/:uuid' });
  const modal = await screen.findByRole('dialog', { name: 'Dichiarazione di responsabilità' });
  await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Accetto' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The step is a chunk of its own (lazy): it comes once loaded.
  return screen.findByRole('heading', { level: 1, name: 'Prima di aprire il report' });
}

const statement = () => screen.getByRole('checkbox', { name: IMMEDIATE_ACCESS_STATEMENT });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReportPage: a buyer who did not ask for immediate access at checkout', () => {
  it('after the declaration, asks for the request with the right kept until its last day, and no report', async () => {
    stubServer();
    const heading = await acceptDeclaration();

    expect(document.activeElement).toBe(heading);
    expect(document.body.textContent).toContain('hai 30 giorni dall’acquisto, fino al 29/12/2026');
    expect(statement()).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Apri il report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Non ora' })).toBeTruthy();
    expect(screen.queryByText('Report n. 10001')).toBeNull();
  });

  it('says beside the statement that it must be ticked, and sends nothing', async () => {
    const { posts } = stubServer();
    await acceptDeclaration();

    fireEvent.click(screen.getByRole('button', { name: 'Apri il report' }));

    expect(screen.getByText('Per aprire il report spunta la richiesta di accesso immediato.')).toBeTruthy();
    expect(statement().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(statement());
    expect(posts()).toEqual([]);
  });

  it('records the request, then opens the report without asking the declaration again', async () => {
    const { posts } = stubServer();
    await acceptDeclaration();

    fireEvent.click(statement());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apri il report' })));

    expect(await screen.findByText('Report n. 10001')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [waiver, accepted] = posts();
    expect(waiver?.[0]).toBe(`/api/report/${UUID}/waiver`);
    expect(JSON.parse(String(waiver?.[1]?.body))).toEqual({
      immediate_access: true,
      regulation_version: '0123456789ab',
    });
    // The opening is recorded after the request, so that it counts.
    expect(accepted?.[0]).toBe(`/api/report/${makeInspectionReport().uuid}/accepted`);
  });

  it("'Non ora' keeps the right: the purchase stays, the withdrawal function and the profile are offered", async () => {
    const { posts } = stubServer();
    await acceptDeclaration();

    fireEvent.click(screen.getByRole('button', { name: 'Non ora' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Il report non è stato aperto' });
    expect(document.activeElement).toBe(heading);
    expect(document.body.textContent).toContain('conservi il diritto di recesso fino al 29/12/2026');
    expect(screen.getByRole('link', { name: 'Recedi dal contratto qui' }).getAttribute('href')).toBe(
      `/recesso/${WAIVER.withdrawal_token}`,
    );
    expect(screen.getByRole('link', { name: 'Vai ai tuoi report' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByText('Report n. 10001')).toBeNull();
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Apri il report' }));
    expect(statement()).toHaveProperty('checked', false);
  });

  it("'Non ora' in the browser that paid without an account offers no profile to go to (decision 057)", async () => {
    stubServer({ signedIn: false });
    await acceptDeclaration();

    fireEvent.click(screen.getByRole('button', { name: 'Non ora' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il report non è stato aperto' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recedi dal contratto qui' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vai ai tuoi report' })).toBeNull();
    expect(document.body.textContent).not.toContain('nel profilo');
  });

  it("shows the server's message when the request is refused", async () => {
    stubServer({ waiverAnswer: 409 });
    await acceptDeclaration();

    fireEvent.click(statement());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apri il report' })));

    expect(await screen.findByText('Il Regolamento è stato aggiornato.')).toBeTruthy();
    expect(screen.queryByText('Report n. 10001')).toBeNull();
  });
});
