import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { fileResponse } from '../../lib/openapi-responses';
import { readPhotoVariant } from './photo.service';
import type { PhotoStorage } from './photo-storage';

const PhotoVariantParamsSchema = z.object({
  id: z.guid({ message: 'Identificativo della foto non valido.' }),
  width: z.string(),
});

/** A signed link (decision 026); a public main image has none. */
const PhotoLinkQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });

// A variant never changes once stored: a new photo gets a new id, so browsers and CDNs may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const photosRoutes =
  (deps: { db: Db; storage: PhotoStorage; photoUrlSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/photos/:id/:width.webp',
      {
        schema: {
          summary: 'Una foto alla larghezza chiesta (link firmato se privata)',
          tags: ['photos'],
          params: PhotoVariantParamsSchema,
          querystring: PhotoLinkQuerySchema,
          response: { 200: fileResponse('La foto', 'image/webp') },
        },
      },
      async (request, reply) => {
        const { data, privateForSeconds } = await readPhotoVariant(deps, request.params, request.query);
        const cacheControl = privateForSeconds === null ? IMMUTABLE : `private, max-age=${privateForSeconds}`;
        return reply.type('image/webp').header('cache-control', cacheControl).send(data);
      },
    );
  };
