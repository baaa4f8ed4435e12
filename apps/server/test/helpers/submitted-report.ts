import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/db';
import { createUser } from './auth';
import { insertInspection, insertReport, insertRow, insertWorkshop } from './report-fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A photo row; `hash` null leaves photos.sha256 empty, as for a photo stored before hashes existed. */
export async function insertPhoto(db: Queryable, hash: string | null = sha256(randomUUID())) {
  const id = randomUUID();
  await insertRow(db, 'photos', {
    id,
    storage_key: `photos/${id}`,
    content_type: 'image/jpeg',
    width: 1280,
    height: 960,
    variant_widths: [320, 640, 1280],
    sha256: hash,
    taken_at: '2026-03-02T09:40:00Z',
  });
  return { id, storageKey: `photos/${id}` };
}

export interface SubmittedReport {
  inspectionId: string;
  reportId: string;
  sellerEmail: string;
  workshopId: string;
  frontPhotoId: string;
}

let count = 0;

/**
 * A report as the workshop's submission leaves it (decision 037): inspection done, reports row without
 * backoffice_state with items and photos, draft 'submitted'. `submittedAt` orders the approval queue.
 */
export async function insertSubmittedReport(
  db: Queryable,
  options: { submittedAt?: string; returnedNote?: string; workshopEmail?: string } = {},
): Promise<SubmittedReport> {
  const n = ++count;
  const workshopId = await insertWorkshop(db, `Officina Bianchi ${n}`, 'Bologna');
  if (options.workshopEmail) {
    await db.query('UPDATE workshops SET email = $2 WHERE id = $1', [workshopId, options.workshopEmail]);
  }
  const sellerEmail = `venditore-${n}-${randomUUID().slice(0, 8)}@example.it`;
  const seller = await createUser(db, { email: sellerEmail, name: 'Giulia Verdi' });
  const technician = await createUser(db, {
    email: `tecnico-${n}-${randomUUID().slice(0, 8)}@example.it`,
    name: 'Marco Neri',
    role: 'technician',
    workshopId,
  });
  const inspectionId = await insertInspection(db, { sellerId: seller.id, workshopId });
  const front = await insertPhoto(db);
  const submittedAt = options.submittedAt ?? '2026-03-02T16:00:00Z';
  const reportId = await insertReport(db, inspectionId, {
    backoffice_state: null,
    verdict_datecompleted: null,
    verdict_overall: 'Auto in buone condizioni.',
    plate_number: 'AB123CD',
    technician_id: technician.id,
    main_photo_id: front.id,
    score_overall: 4.2,
    exterior_score: 4,
    submitted_at: submittedAt,
  });
  await insertRow(db, 'report_items', {
    report_id: reportId,
    category: 'exterior',
    item_key: 'ext_body_paint',
    value_rating: 4,
    description: 'Piccolo graffio sul paraurti.',
  });
  await insertRow(db, 'report_items', {
    report_id: reportId,
    category: 'engine',
    item_key: 'eng_oil_level',
    value_rating: 0,
    not_checked_reason: 'not_accessible',
  });
  await insertRow(db, 'report_photos', {
    report_id: reportId,
    photo_id: front.id,
    kind: 'key',
    slot: 'front',
  });
  const scratch = await insertPhoto(db);
  await insertRow(db, 'report_photos', {
    report_id: reportId,
    photo_id: scratch.id,
    kind: 'item',
    item_key: 'ext_body_paint',
  });
  for (const position of [0, 1]) {
    const dent = await insertPhoto(db);
    await insertRow(db, 'report_photos', {
      report_id: reportId,
      photo_id: dent.id,
      kind: 'imperfection',
      position,
    });
  }
  await db.query(
    `INSERT INTO report_drafts (inspection_id, content, revision, state, submitted_at, submitted_by, returned_note)
     VALUES ($1, '{}'::jsonb, 3, 'submitted', $2, $3, $4)`,
    [inspectionId, submittedAt, technician.id, options.returnedNote ?? null],
  );
  return { inspectionId, reportId, sellerEmail, workshopId, frontPhotoId: front.id };
}
