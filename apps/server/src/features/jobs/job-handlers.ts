import type { Config } from '../../config/env';
import type { Db } from '../../db/db';
import { createSendMailHandler } from '../mail/mail-delivery';
import { SEND_MAIL_JOB } from '../mail/mail-queue';
import type { MailTransport } from '../mail/mail-transport';
import { createPurgeHandler, PURGE_JOB } from '../maintenance/maintenance-jobs';
import type { JobHandlers } from './job-worker';

export interface JobHandlerDeps {
  db: Db;
  config: Config;
  mailTransport: MailTransport;
}

/** Every job the queue can run, by name: a feature that enqueues a new kind of job adds its handler here. */
export function createJobHandlers({ db, config, mailTransport }: JobHandlerDeps): JobHandlers {
  return {
    [SEND_MAIL_JOB]: createSendMailHandler({ db, transport: mailTransport, from: config.mailFrom }),
    [PURGE_JOB]: createPurgeHandler(db),
  };
}
