import { type FieldErrors, FieldErrorsSchema } from '@verificauto/shared/contracts/api-error';
import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import type { z } from 'zod';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NETWORK_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';
const GENERIC_ERROR = 'Si è verificato un errore imprevisto. Riprova più tardi.';

/**
 * A non-2xx answer: `message` is the server's Italian text, `fields` its message for each wrong input by
 * the input's path in the request (use-server-field-errors.ts shows them), `body` the whole error body.
 */
export class ApiError extends Error {
  readonly fields: FieldErrors;

  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.fields = FieldErrorsSchema.safeParse(body.fields).data ?? {};
  }
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** The anti-forgery header of a state-changing request, for calls that cannot use apiRequest (uploads). */
export function xsrfHeaders(): Record<string, string> {
  const xsrf = readCookie(XSRF_COOKIE);
  return xsrf ? { [XSRF_HEADER]: xsrf } : {};
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Validates the success body; without it the body is returned unchecked as `unknown`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * A 403 of the anti-forgery check that brought a cookie other than the one sent: the page had none or an old
 * one (a shell the workshop app's service worker served offline comes without it, decision 067), and the
 * same request may go again with the new one.
 */
export function isRenewedXsrf(status: number, body: unknown, sent: string | undefined): boolean {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return status === 403 && code === 'xsrf' && readCookie(XSRF_COOKIE) !== sent;
}

/** The one HTTP client: JSON bodies, same-origin cookies, the XSRF header on state-changing requests. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const query = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined);
  const url = query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : path;
  const send = async () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (UNSAFE_METHODS.has(method)) Object.assign(headers, xsrfHeaders());
    try {
      const response = await fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
      return { response, sent: headers[XSRF_HEADER] };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_ERROR);
    }
  };

  let { response, sent } = await send();
  if (response.status === 403 && UNSAFE_METHODS.has(method)) {
    const refusal: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (isRenewedXsrf(response.status, refusal, sent)) ({ response, sent } = await send());
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const message = typeof body.message === 'string' ? body.message : GENERIC_ERROR;
    throw new ApiError(response.status, message, body);
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}
