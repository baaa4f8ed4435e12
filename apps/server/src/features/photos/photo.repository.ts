import { type Queryable, queryOne } from '../../db/db';

export interface PhotoRow {
  id: string;
  storage_key: string;
  width: number;
  height: number;
  variant_widths: number[];
}

export async function insertPhoto(
  db: Queryable,
  photo: PhotoRow & { content_type: string; taken_at: Date; sha256: string },
): Promise<void> {
  await db.query(
    `INSERT INTO photos (id, storage_key, content_type, width, height, variant_widths, taken_at, sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      photo.id,
      photo.storage_key,
      photo.content_type,
      photo.width,
      photo.height,
      photo.variant_widths,
      photo.taken_at,
      photo.sha256,
    ],
  );
}

/**
 * Prepared: every image of a report page asks for its photo row, and whether it is the main image of an
 * approved report, the only photo anyone may load without a signed link (index from migration 004).
 */
export const findPhoto = (db: Queryable, id: string) =>
  queryOne<PhotoRow & { is_public: boolean }>(
    db,
    `SELECT p.id, p.storage_key, p.width, p.height, p.variant_widths,
            EXISTS (SELECT 1 FROM reports r
                     WHERE r.main_photo_id = p.id AND r.backoffice_state = 'approved') AS is_public
       FROM photos p WHERE p.id = $1`,
    [id],
    { prepare: 'photos.find_photo' },
  );
