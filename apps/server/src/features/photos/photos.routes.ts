import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { readPhotoVariant } from './photo.service';
import type { PhotoStorage } from './photo-storage';

const PhotoVariantParamsSchema = z.object({
  id: z.guid({ message: 'identificativo della foto non valido' }),
  width: z.string(),
});

// A variant never changes once stored: a new photo gets a new id, so browsers and CDNs may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const photosRoutes =
  ({ db, storage }: { db: Db; storage: PhotoStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/photos/:id/:width.webp',
      { schema: { params: PhotoVariantParamsSchema } },
      async (request, reply) => {
        const data = await readPhotoVariant(db, storage, request.params.id, request.params.width);
        return reply.type('image/webp').header('cache-control', IMMUTABLE).send(data);
      },
    );
  };
