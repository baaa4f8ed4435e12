import { migrate } from '@verificauto/server/db/migrate';
import { createPostgresDb } from '@verificauto/server/db/postgres-db';
import { generateScaleData } from './generate-scale-data';

const url = 'postgres://postgres@127.0.0.1:54339/postgres';
const admin = await createPostgresDb({ connectionString: url, max: 1 });
await admin.exec('DROP SCHEMA IF EXISTS sctry CASCADE; CREATE SCHEMA sctry');
const db = await createPostgresDb({ connectionString: url, searchPath: 'sctry,public' });
await migrate(db);
console.log(await generateScaleData(db, Number(process.argv[2] ?? 0.001), console.log));
console.log(await generateScaleData(db, Number(process.argv[2] ?? 0.001), console.log));
for (const t of [
  'users',
  'workshops',
  'inspections',
  'reports',
  'report_items',
  'report_drafts',
  'purchases',
  'invoices',
  'audit_log',
  'sessions',
  'mail_outbox',
  'discount_codes',
])
  console.log(t, (await db.query(`SELECT count(*)::int AS n FROM ${t}`))[0]);
await db.close();
await admin.close();
