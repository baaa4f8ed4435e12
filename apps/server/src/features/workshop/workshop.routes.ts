import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  CheckInSchema,
  DraftChangeSchema,
  IncompleteReportErrorSchema,
  PHOTO_UPLOAD_MAX_BYTES,
  PhotoUploadedSchema,
  PhotoUploadQuerySchema,
  ReportDraftSchema,
  WorkshopBookingsQuerySchema,
  WorkshopBookingsSchema,
} from '@verificauto/shared/contracts/workshop';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireRole } from '../../lib/session-user';
import { checkIn } from './check-in.service';
import { changeDraft } from './draft-change.service';
import { uploadDraftPhoto } from './draft-photo.service';
import { submitDraft } from './submit-report.service';
import { listBookings, readDraft, type WorkshopDeps } from './workshop.service';

const InspectionParamsSchema = z.object({ uuid: z.string() });

/** What a phone camera or gallery gives; anything else is refused before it is read. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const MAX_MB = PHOTO_UPLOAD_MAX_BYTES / (1024 * 1024);

const unsupportedType = () =>
  new AppError(
    415,
    'unsupported_photo_type',
    'Formato non supportato: carica una foto JPEG, PNG, WebP o HEIC.',
  );

/** Fastify's refusals of an upload, in the words of this feature; the app's error handler does the rest. */
function uploadError(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError(413, 'photo_too_large', `La foto è troppo grande: al massimo ${MAX_MB} MB.`);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw unsupportedType();
  throw error;
}

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const NO_STORE = 'private, no-store';

/** The workshop app's API (decision 037): technicians of a workshop, their bookings and reports. */
export const workshopRoutes =
  (deps: WorkshopDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Images arrive as the raw body; registered here, so no other route accepts them.
    app.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler(uploadError);
    // Before the body is read: a 15 MB upload from a guest is refused without reading it.
    app.addHook('onRequest', async (request) => {
      requireRole(request, 'technician');
    });

    app.get(
      '/api/workshop/bookings',
      {
        schema: {
          summary: 'Le prenotazioni della propria officina',
          tags: ['workshop'],
          querystring: WorkshopBookingsQuerySchema,
          response: { 200: WorkshopBookingsSchema, 400: ApiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, 'technician');
        reply.header('cache-control', NO_STORE);
        return listBookings(deps.db, user, request.query);
      },
    );

    app.get(
      '/api/workshop/inspections/:uuid/draft',
      {
        schema: {
          summary: 'La bozza del report',
          tags: ['workshop'],
          params: InspectionParamsSchema,
          response: { 200: ReportDraftSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, 'technician');
        reply.header('cache-control', NO_STORE);
        return readDraft(deps, user, request.params.uuid);
      },
    );

    app.post(
      '/api/workshop/inspections/:uuid/check-in',
      {
        schema: {
          summary: 'Registra l’arrivo dell’auto in officina',
          tags: ['workshop'],
          params: InspectionParamsSchema,
          // A POST without a body (the check-in made online) reaches the schema as null.
          body: CheckInSchema.nullable(),
          response: { 200: ReportDraftSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireRole(request, 'technician');
        return checkIn(deps, user, request.params.uuid, request.body ?? {});
      },
    );

    app.patch(
      '/api/workshop/inspections/:uuid/draft',
      {
        schema: {
          summary: 'Salva modifiche alla bozza del report',
          tags: ['workshop'],
          params: InspectionParamsSchema,
          body: DraftChangeSchema,
          response: { 200: ReportDraftSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireRole(request, 'technician');
        return changeDraft(deps, user, request.params.uuid, request.body);
      },
    );

    app.post(
      '/api/workshop/inspections/:uuid/photos',
      {
        bodyLimit: PHOTO_UPLOAD_MAX_BYTES,
        schema: {
          summary: 'Carica una foto dell’ispezione',
          description: `Il corpo è la foto stessa, con il suo Content-Type (${IMAGE_TYPES.join(', ')}), al massimo ${MAX_MB} MB.`,
          tags: ['workshop'],
          params: InspectionParamsSchema,
          querystring: PhotoUploadQuerySchema,
          response: {
            200: PhotoUploadedSchema,
            400: ApiErrorSchema,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const user = requireRole(request, 'technician');
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!IMAGE_TYPES.includes(type)) throw unsupportedType();
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError(400, 'invalid_image', 'Nessuna foto ricevuta: riprova il caricamento.');
        }
        return uploadDraftPhoto(deps, user, request.params.uuid, request.query, request.body);
      },
    );

    app.post(
      '/api/workshop/inspections/:uuid/submit',
      {
        schema: {
          summary: 'Invia il report all’approvazione',
          tags: ['workshop'],
          params: InspectionParamsSchema,
          response: {
            200: ReportDraftSchema,
            409: ApiErrorSchema,
            422: IncompleteReportErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const user = requireRole(request, 'technician');
        return submitDraft(deps, user, request.params.uuid);
      },
    );
  };
