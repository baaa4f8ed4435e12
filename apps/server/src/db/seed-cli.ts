import { ConfigError, loadConfig } from '../config/env';
import { createPhotoStorage } from '../features/photos/photo-storage';
import { connectDb } from './connect';
import { migrate } from './migrate';
import { demoAccountLines, seedDemoData } from './seed/seed';

async function main(): Promise<number> {
  // Checked before loadConfig, whose production rules would otherwise answer with a less clear message.
  if (process.env.NODE_ENV === 'production') {
    console.error('I dati demo non si caricano in produzione (NODE_ENV=production): nessuna modifica.');
    return 1;
  }
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
