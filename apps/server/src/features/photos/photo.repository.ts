import { type Queryable, queryOne } from '../../db/db';

export interface PhotoRow {
  id: string;
  storage_key: string;
  width: number;
  height: number;
  variant_widths: number[];
}

export async function insertPhoto(db: Queryable, photo: PhotoRow & { content_type: string }): Promise<void> {
  await db.query(
    `INSERT INTO photos (id, storage_key, content_type, width, height, variant_widths)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [photo.id, photo.storage_key, photo.content_type, photo.width, photo.height, photo.variant_widths],
  );
}

/** Prepared: every image of a report page asks for its photo row. */
export const findPhoto = (db: Queryable, id: string) =>
  queryOne<PhotoRow>(
    db,
    'SELECT id, storage_key, width, height, variant_widths FROM photos WHERE id = $1',
    [id],
    { prepare: 'photos.find_photo' },
  );
