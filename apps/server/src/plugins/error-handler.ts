import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiError, fieldErrorsOf } from '@verificauto/shared/contracts/api-error';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DatabaseUnavailableError } from '../db/db';
import { AppError, databaseUnavailable, invalidInput } from '../lib/app-error';

type ErrorBody = Pick<ApiError, 'code' | 'message'>;

const BAD_REQUEST: ErrorBody = { code: 'bad_request', message: 'Richiesta non valida.' };
const INTERNAL: ErrorBody = {
  code: 'internal',
  message: 'Si è verificato un errore imprevisto. Riprova più tardi.',
};

/** Our answer to a 4xx status, whatever raised it. */
const CLIENT_ERRORS: Readonly<Record<number, ErrorBody>> = {
  400: BAD_REQUEST,
  401: { code: 'unauthorized', message: 'Devi accedere per continuare.' },
  403: { code: 'forbidden', message: 'Non hai i permessi per questa operazione.' },
  404: { code: 'not_found', message: 'Risorsa non trovata.' },
  405: { code: 'method_not_allowed', message: 'Metodo non consentito.' },
  408: { code: 'request_timeout', message: 'La richiesta ha impiegato troppo tempo: riprova.' },
  413: { code: 'payload_too_large', message: 'Il contenuto inviato è troppo grande.' },
  414: { code: 'uri_too_long', message: 'L’indirizzo della richiesta è troppo lungo.' },
  415: { code: 'unsupported_media_type', message: 'Formato del contenuto non supportato.' },
  429: { code: 'too_many_requests', message: 'Troppe richieste. Riprova tra qualche minuto.' },
  // Node's HTTP parser counts the request line in its 16 KB limit, so an over-long URL ends here too.
  431: {
    code: 'headers_too_large',
    message: 'Le intestazioni o l’indirizzo della richiesta sono troppo lunghi.',
  },
};

/** Fastify's own errors that deserve a more precise answer than their status gives. */
const FRAMEWORK_ERRORS: Readonly<Record<string, ErrorBody>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'Il contenuto inviato non è un JSON valido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_json',
    message: 'Il contenuto inviato è vuoto: serve un oggetto JSON.',
  },
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'L’indirizzo della richiesta non è valido.' },
};

/** The status and body of an error that is not an AppError; `code` is ours, never Fastify's FST_*. */
function answerTo(error: { statusCode?: number; code?: string }): { status: number; body: ErrorBody } {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, body: INTERNAL };
  const precise = error.code === undefined ? undefined : FRAMEWORK_ERRORS[error.code];
  return { status, body: precise ?? CLIENT_ERRORS[status] ?? BAD_REQUEST };
}

/** Errors Fastify meets before routing (bad percent-encoding, a path parameter over maxParamLength). */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerTo(error);
  return reply.status(status).send(body);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, an unknown method,
 * garbage): answered on the raw socket, as Fastify's default handler does, but with our body.
 */
function answerClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(CLIENT_ERRORS[status] ?? BAD_REQUEST);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify options that give errors raised outside the request lifecycle the same `{ code, message }`. */
export const errorBodyOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
};

/**
 * Turns every error into `{ code, message, fields? }` (packages/shared/src/contracts/api-error.ts) with an
 * Italian message and a code of ours (docs/decisions/029-error-answers.md); a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // Our schemas carry their own Italian messages; the locale words the checks they leave to zod.
  z.config(z.locales.it());
  const sendAppError = (reply: FastifyReply, error: AppError) =>
    reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ code: error.code, message: error.message, ...error.extra });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    // An outage, not a bug: 503 with Retry-After, so that clients and the proxy ask again (decision 044).
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ reason: error.message }, 'richiesta non servita: database non raggiungibile');
      return sendAppError(reply, databaseUnavailable());
    }
    // Body, query string or path parameters alike: every wrong input by its path (decision 029).
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendAppError(reply, invalidInput(fieldErrorsOf(error.validation), error.validation[0]?.message));
    }
    const { status, body } = answerTo(error);
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(body);
  });
}
