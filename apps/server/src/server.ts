import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { connectDb } from './db/connect';
import { migrate } from './db/migrate';
import { devMailboxOpenByConfig } from './features/dev-mailbox/dev-mailbox-access';
import { scheduleMaintenance } from './features/maintenance/maintenance-jobs';
import { createPhotoStorage } from './features/photos/photo-storage';
import { createJobHandlers } from './job-handlers';
import { type JobWorker, startJobWorker } from './lib/jobs/job-worker';
import { createMailTransport } from './lib/mail/mail-transport';

async function main() {
  const config = loadConfig();
  const db = await connectDb(config);
  await migrate(db);
  await scheduleMaintenance(db);
  const photoStorage = createPhotoStorage(config);
  const app = await buildApp({ config, db, photoStorage });
  const mailTransport = createMailTransport(config);
  let worker: JobWorker | undefined;

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: chiusura in corso`);
    await worker?.stop();
    await app.close();
    mailTransport.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  worker = startJobWorker(db, createJobHandlers({ db, config, mailTransport }), {
    pollMs: config.jobPollMs,
    logger: app.log,
  });
  const lines = [
    '',
    `Verificauto è in ascolto su ${config.publicUrl}`,
    `Database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    `Email: ${mailTransport.kind === 'smtp' ? 'inviate tramite SMTP' : 'non inviate, conservate nel database'}`,
  ];
  if (!config.isProduction) lines.push(devMailboxLine(config));
  if (config.demo) {
    lines.push('DEMO=1: dati demo e casella email di sviluppo aperti a chiunque raggiunga il server.');
  }
  console.log(lines.join('\n'));
}

function devMailboxLine(config: Config): string {
  return devMailboxOpenByConfig(config)
    ? `Casella email di sviluppo: ${config.publicUrl}/dev/mailbox`
    : 'Casella email di sviluppo: chiusa, perché il server è raggiungibile da altri computer (HOST o TRUST_PROXY); DEMO=1 la apre a tutti.';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Avvio non riuscito:', error);
  }
  process.exit(1);
});
