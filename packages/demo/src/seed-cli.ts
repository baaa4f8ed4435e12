/**
 * Loads the demo data into the configured database, in a process of its own so that the server never
 * renders an illustration (docs/decisions/020-demo-workspace.md).
 *   npm run db:seed                 refused in production (exit 1)
 *   npm run seed:start -w …demo     the step of `npm start` before serving: skipped in production (exit 0)
 */
import { ConfigError, loadConfig } from '@verificauto/server/config/env';
import { connectDb } from '@verificauto/server/db/connect';
import { migrate } from '@verificauto/server/db/migrate';
import { createPhotoStorage } from '@verificauto/server/features/photos/photo-storage';
import { demoAccountLines, seedDemoData } from './seed/seed';

const onStart = process.argv.includes('--on-start');

async function main(): Promise<number> {
  // Checked before loadConfig, whose production rules would otherwise answer with a less clear message.
  if (process.env.NODE_ENV === 'production') {
    if (onStart) {
      console.log('Dati demo: non caricati in produzione.');
      return 0;
    }
    console.error('I dati demo non si caricano in produzione (NODE_ENV=production): nessuna modifica.');
    return 1;
  }
  // npm runs a workspace's scripts in its folder: a relative DATA_DIR (./data by default) means the
  // folder npm was started from, where `npm run serve` looks for it too.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const db = await connectDb(config);
  try {
    await migrate(db);
    const result = await seedDemoData(db, { photoStorage: createPhotoStorage(config) });
    const lines = [
      result.created ? 'Dati demo caricati.' : 'Dati demo già presenti: nessuna modifica.',
      ...demoAccountLines(result),
    ];
    console.log(lines.join('\n'));
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Caricamento dei dati demo non riuscito:', error);
    process.exit(1);
  },
);
