import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../lib/auth-context';
import { QueryLayout } from './query-layout';

let client: QueryClient | undefined;

/** Like a network request: answers on a later task and stops when its signal aborts. */
function slowAnswer(signal: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => resolve('dati caricati'), 10);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

// Does not read the auth state, like most pages: nothing else makes it render again.
function DataPage() {
  const data = useQuery({ queryKey: ['probe'], queryFn: ({ signal }) => slowAnswer(signal) });
  client = useQueryClient();
  return <p>{data.data ?? 'in attesa'}</p>;
}

let setSignedInNow: ((value: boolean) => void) | undefined;

function SignOutProbe() {
  const { setSignedIn } = useAuth();
  setSignedInNow = setSignedIn;
  return (
    <button type="button" onClick={() => setSignedIn(false)}>
      Esci
    </button>
  );
}

function renderLayout(meStatus: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: meStatus })),
  );
  render(
    <MemoryRouter>
      <AuthProvider>
        <SignOutProbe />
        <Routes>
          <Route element={<QueryLayout />}>
            <Route index element={<DataPage />} />
          </Route>
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QueryLayout', () => {
  it("lets a guest page's first fetch finish", async () => {
    renderLayout(401);
    expect(await screen.findByText('dati caricati')).toBeTruthy();
  });

  it('empties the cache on sign-out', async () => {
    renderLayout(200);
    await screen.findByText('dati caricati');
    expect(client?.getQueryData(['probe'])).toBe('dati caricati');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Esci' })));
    expect(client?.getQueryData(['probe'])).toBeUndefined();
  });

  it('cancels a request still on its way at the sign-out itself, before React renders again', async () => {
    renderLayout(200);
    await screen.findByText('dati caricati');
    const aborted = vi.fn();
    const refetch = client?.fetchQuery({
      queryKey: ['probe'],
      queryFn: ({ signal }) => {
        signal.addEventListener('abort', aborted);
        return slowAnswer(signal);
      },
      staleTime: 0,
    });
    void refetch?.catch(() => undefined);
    // Outside act(): a listener that waited for React's next render would not have run yet.
    setSignedInNow?.(false);
    expect(aborted).toHaveBeenCalled();
    expect(client?.getQueryCache().find({ queryKey: ['probe'] })).toBeUndefined();
    await act(async () => undefined);
  });
});
