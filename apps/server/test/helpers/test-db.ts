import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';
import { validateFatturaPa } from './fatturapa-schema';

/**
 * The invoices and credit notes in the database whose FatturaPA file the XSD refuses, with xmllint's
 * words. Rows without a file are other tests' fixtures written straight into the table: the payments
 * feature always writes one.
 */
async function refusedInvoices(db: Db): Promise<string[]> {
  const rows = await db.query<{ kind: string; label: string; xml: string }>(
    'SELECT kind, label, xml FROM invoices WHERE xml IS NOT NULL ORDER BY issued_at, id',
  );
  const refused: string[] = [];
  for (const { kind, label, xml } of rows) {
    const errors = await validateFatturaPa(xml);
    if (errors.length > 0) refused.push(`${kind} ${label}: ${errors.join(' | ')}`);
  }
  return refused;
}

/**
 * Every invoice and credit note a test file issues must pass the XSD: checked as its database
 * closes, so that no test that issues one can forget the check. The database closes either way.
 */
function checkingInvoicesAtClose(db: Db): Db {
  return {
    ...db,
    async close() {
      let refused: string[];
      try {
        refused = await refusedInvoices(db);
      } finally {
        await db.close();
      }
      if (refused.length > 0) throw new Error(`FatturaPA XSD refuses:\n${refused.join('\n')}`);
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new schema on
 * the server named by TEST_DATABASE_URL, dropped again by `close()`, which also fails when an invoice
 * stored there is not a valid FatturaPA file.
 */
export async function createTestDb(): Promise<Db> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = await createPgliteDb();
    await migrate(db);
    return checkingInvoicesAtClose(db);
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DB=postgres richiede TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDb({ connectionString, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDb({ connectionString, searchPath: `${schema},public`, max: 5 });
  await migrate(db);
  return checkingInvoicesAtClose({
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  });
}
