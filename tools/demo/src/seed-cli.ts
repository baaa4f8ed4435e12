/**
 * Loads the demo data into the configured database, in a process of its own so that the server never
 * renders an illustration (docs/decisions/020-demo-workspace.md).
 *   npm run db:seed                 refused in production, or when others can reach the server (exit 1)
 *   npm run seed:start -w …demo     the step of `npm start` before serving: skipped then (exit 0)
 */
import { type Config, ConfigError, loadConfig } from '@verificauto/server/config/env';
import { connectDb } from '@verificauto/server/db/connect';
import { MigrationChangedError, migrate } from '@verificauto/server/db/migrate';
import { createPhotoStorage } from '@verificauto/server/features/photos/photo-storage';
import { isLoopback } from '@verificauto/server/lib/loopback';
import { demoAccountLines, seedDemoData } from './seed/seed';

const onStart = process.argv.includes('--on-start');

/**
 * The demo accounts' password is in the README, back office included: they go only on a server bound to
 * this computer, unless DEMO=1 asks for a demo open to others (docs/decisions/025-development-defaults.md).
 */
function exposedHostRefusal(config: Config): string | undefined {
  if (config.demo || isLoopback(config.host)) return undefined;
  return `con HOST=${config.host}: il server è raggiungibile da altri computer e la password degli account demo è nel README. Per caricarli comunque imposta DEMO=1.`;
}

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
  const refusal = exposedHostRefusal(config);
  if (refusal) {
    if (onStart) {
      console.log(`Dati demo: non caricati ${refusal}`);
      return 0;
    }
    console.error(`I dati demo non si caricano ${refusal}\nNessuna modifica.`);
    return 1;
  }
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
    if (error instanceof ConfigError || error instanceof MigrationChangedError) console.error(error.message);
    else console.error('Caricamento dei dati demo non riuscito:', error);
    process.exit(1);
  },
);
