import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const GENERIC_4XX: Record<number, string> = {
  400: 'Richiesta non valida.',
  401: 'Devi accedere per continuare.',
  403: 'Non hai i permessi per questa operazione.',
  404: 'Risorsa non trovata.',
  405: 'Metodo non consentito.',
  413: 'Il contenuto inviato è troppo grande.',
  415: 'Formato del contenuto non supportato.',
  429: 'Troppe richieste. Riprova tra qualche minuto.',
};

/** Turns every error into `{ code, message }` with an Italian message; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ code: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? '';
      return reply.status(400).send({
        code: 'invalid_input',
        message: field ? `Dati non validi (${field}): ${detail}` : `Dati non validi: ${detail}`,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: error.code ?? 'bad_request', message: GENERIC_4XX[status] ?? 'Richiesta non valida.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'internal', message: 'Si è verificato un errore imprevisto. Riprova più tardi.' });
  });
}
