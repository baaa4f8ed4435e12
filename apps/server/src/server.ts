import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { connectDb } from './db/connect';
import { type DbLog, silentDbLog } from './db/db';
import { MigrationChangedError, migrate } from './db/migrate';
import { devMailboxOpenByConfig } from './features/dev-mailbox/dev-mailbox-access';
import { scheduleMaintenance } from './features/maintenance/maintenance-jobs';
import { createPhotoStorage } from './features/photos/photo-storage';
import { createJobHandlers } from './job-handlers';
import { type JobWorker, startJobWorker } from './lib/jobs/job-worker';
import { createMailTransport } from './lib/mail/mail-transport';
import { API_REFERENCE_PREFIX } from './plugins/openapi';

// Below the 30 s an orchestrator waits before SIGKILL (Kubernetes' default; deploy/compose.yaml raises
// Docker's 10 s to it), so the instance always ends by itself, its jobs already given back.
const SHUTDOWN_TIMEOUT_MS = 25_000;
// An e-mail goes out in about a second; a job still running after this is most likely stuck on its server.
const JOB_GRACE_MS = 5_000;

async function main() {
  const config = loadConfig();
  // Lost database connections go to the app's log once it exists; before, the start's own queries fail
  // with the reason (docs/decisions/044-database-faults.md).
  let dbLog: DbLog = silentDbLog;
  const db = await connectDb(config, {
    info: (message) => dbLog.info(message),
    warn: (fields, message) => dbLog.warn(fields, message),
  });
  await migrate(db);
  await scheduleMaintenance(db);
  const photoStorage = createPhotoStorage(config);
  const app = await buildApp({ config, db, photoStorage });
  dbLog = app.log;
  const mailTransport = createMailTransport(config);
  let worker: JobWorker | undefined;

  // Graceful shutdown (docs/decisions/041-deployment-shutdown-backups.md): closing the app answers 503 at
  // once (/readyz too) and closes the listening socket, so the proxy sends elsewhere, while the requests in
  // flight finish; the worker finishes its jobs or gives them back; then mail and the database close.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info(`${signal}: chiusura in corso`);
    setTimeout(() => {
      app.log.error(`chiusura non terminata in ${SHUTDOWN_TIMEOUT_MS / 1000} s: uscita forzata`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await Promise.all([app.close(), worker?.stop({ releaseAfterMs: JOB_GRACE_MS })]);
    mailTransport.close();
    await db.close();
    app.log.info('chiusura completata');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} di nuovo: uscita immediata`);
      process.exit(1);
    }
    stopping = true;
    shutdown(signal).catch((error: unknown) => {
      app.log.error({ err: error }, 'chiusura non riuscita');
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  await app.listen({ port: config.port, host: config.host });
  if (stopping) return;
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
  if (!config.isProduction) {
    lines.push(devMailboxLine(config), `Riferimento dell’API: ${config.publicUrl}${API_REFERENCE_PREFIX}/`);
  }
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
  if (error instanceof ConfigError || error instanceof MigrationChangedError) {
    console.error(error.message);
  } else {
    console.error('Avvio non riuscito:', error);
  }
  process.exit(1);
});
