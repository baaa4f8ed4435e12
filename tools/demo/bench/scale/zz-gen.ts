import { migrate } from '@verificauto/server/db/migrate';
import { createPostgresDb } from '@verificauto/server/db/postgres-db';
import { generateScaleData } from './generate-scale-data';

const db = await createPostgresDb({ connectionString: process.argv[3] as string, max: 1 });
await migrate(db);
console.log(await generateScaleData(db, Number(process.argv[2]), console.log));
await db.close();
