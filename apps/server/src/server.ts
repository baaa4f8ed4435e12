import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { connectDb } from './db/connect';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, seedDemoData } from './db/seed/seed';

async function main() {
  const config = loadConfig();
  const db = await connectDb(config);
  await migrate(db);
  const seeded = config.isProduction ? undefined : await seedDemoData(db);
  const app = await buildApp({ config, db });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: chiusura in corso`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `Verificauto è in ascolto su ${config.publicUrl}`,
    `Database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (seeded) {
    lines.push(`Account demo (password ${DEMO_PASSWORD}):`);
    for (const account of seeded.accounts) lines.push(`  ${account.email.padEnd(32)} ${account.label}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Avvio non riuscito:', error);
  }
  process.exit(1);
});
