import type { Queryable } from '../../db/db';

/** Keeps the words of a Regolamento version under its id; a version already kept stays as it is. */
export async function keepRegulationVersion(
  db: Queryable,
  version: { id: string; versionDate: string; text: string },
): Promise<void> {
  await db.query(
    `INSERT INTO regulation_versions (id, version_date, text) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
    [version.id, version.versionDate, version.text],
  );
}
