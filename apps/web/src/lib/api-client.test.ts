import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

const XSRF_REFUSED = { code: 'xsrf', message: 'Richiesta non valida: ricarica la pagina e riprova.' };

function setXsrfCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the server's Set-Cookie fills it.
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
}

function answer(status: number, body: unknown, renewTo?: string) {
  return () => {
    if (renewTo) setXsrfCookie(renewTo);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setXsrfCookie('');
});

describe('apiRequest and the anti-forgery cookie', () => {
  it('sends a change again, once, when its 403 brought a new cookie (a shell served offline had none)', async () => {
    setXsrfCookie('old');
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(answer(403, XSRF_REFUSED, 'fresh'))
      .mockImplementationOnce(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'PATCH', body: {} })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const headersOf = (call: number) => (fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers;
    expect(headersOf(0)).toMatchObject({ 'x-xsrf-token': 'old' });
    expect(headersOf(1)).toMatchObject({ 'x-xsrf-token': 'fresh' });
  });

  it('gives the 403 to the caller when the cookie did not change, or at the second refusal', async () => {
    setXsrfCookie('same');
    const unchanged = vi.fn().mockImplementation(answer(403, XSRF_REFUSED));
    vi.stubGlobal('fetch', unchanged);
    await expect(apiRequest('/api/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(unchanged).toHaveBeenCalledTimes(1);

    let n = 0;
    const always = vi.fn().mockImplementation(() => answer(403, XSRF_REFUSED, `t${++n}`)());
    vi.stubGlobal('fetch', always);
    await expect(apiRequest('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(always).toHaveBeenCalledTimes(2);
  });
});
