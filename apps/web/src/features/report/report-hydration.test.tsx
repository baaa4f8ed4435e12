import {
  type DehydratedState,
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testing/test-utils';
import { type ReportAnswer, reportAnswerQueryOptions } from './api/get-report';
import { FIXTURE_UUID, makeInspectionPreview, makeInspectionReport } from './report.fixture';
import { ReportPage } from './report-page';

const PAYMENT_URL = `http://localhost:3000/checkout/${FIXTURE_UUID}`;

function reportPage(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/report/${FIXTURE_UUID}`]}>
        <Routes>
          <Route path="/report/:uuid" element={<ReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** What the server's render puts in the page's cache: the API's 401 body as the page's data. */
function withGuestAnswer(client: QueryClient): QueryClient {
  const answer: ReportAnswer = {
    kind: 'guest',
    body: {
      code: 'report_sign_in',
      message: 'Accedi o acquista il report per visualizzarlo.',
      paymentURL: PAYMENT_URL,
      reportPreview: makeInspectionPreview(),
    },
  };
  client.setQueryData(reportAnswerQueryOptions(FIXTURE_UUID).queryKey, answer);
  return client;
}

it("hydrates the guest's preview the server rendered (decision 038) without asking for it again", async () => {
  const fetchMock = stubFetch(500, { message: 'non doveva chiedere' });
  // Sent as the query-state block.
  const server = withGuestAnswer(new QueryClient());
  const page = document.createElement('div');
  page.innerHTML = renderToString(reportPage(server));
  const sent = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;
  server.clear();
  document.body.append(page);

  const heading = page.querySelector('h1');
  expect(heading?.textContent).toBe('Report di ispezione');
  expect(page.querySelector('#report-preview-title')?.textContent).toBe('Volkswagen Golf');
  const photo = page.querySelector('img') as HTMLImageElement;
  expect(photo.getAttribute('fetchpriority')).toBe('high');
  expect(photo.getAttribute('loading')).toBe('eager');
  expect(page.textContent).toContain('Dichiarazione di responsabilità');

  const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(browser, sent);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(page, reportPage(browser), { onRecoverableError: (error) => mismatches.push(error) });
  });

  expect(mismatches).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
  // The same elements, now React's: nothing was replaced by the loading state.
  expect(page.querySelector('h1')).toBe(heading);
  expect(page.textContent).not.toContain('Loading...');
  expect(page.querySelector('a.btn-primary')?.getAttribute('href')).toBe(PAYMENT_URL);
});

it('does not show the answer the page came with again once the page was left (a sign-in meanwhile)', async () => {
  const fetchMock = stubFetch(200, makeInspectionReport({ uuid: FIXTURE_UUID }));
  const client = withGuestAnswer(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const first = render(reportPage(client));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Report di ispezione');
  first.unmount();
  expect(fetchMock).not.toHaveBeenCalled();

  render(reportPage(client));
  expect(screen.queryByText('Report di ispezione')).toBeNull();
  await screen.findByRole('dialog', { name: 'Dichiarazione di responsabilità' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
