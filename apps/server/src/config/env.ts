import path from 'node:path';
import { z } from 'zod';

const port = z.coerce
  .number({ message: 'deve essere un numero di porta' })
  .int('deve essere un numero intero')
  .min(1, 'deve essere tra 1 e 65535')
  .max(65535, 'deve essere tra 1 e 65535');

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'deve essere development, production o test' })
    .default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'non può essere vuoto').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'non può essere vuoto').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'deve iniziare con postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: z
    .url({ message: 'deve essere un URL completo, per esempio https://www.verificauto.it' })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'deve essere uno tra fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  CONTACT_EMAIL: z.email({ message: 'deve essere un indirizzo e-mail' }).default('info@verificauto.it'),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      hostname: /^[^\s]+$/,
      message:
        'deve essere un URL smtp:// o smtps://, per esempio smtps://utente:password@smtp.example.com:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>@]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      "deve essere un indirizzo e-mail, anche nella forma 'Nome <indirizzo@dominio.it>'",
    )
    .default('Verificauto <noreply@verificauto.it>'),
  JOB_POLL_MS: z.coerce
    .number({ message: 'deve essere un numero di millisecondi' })
    .int('deve essere un numero intero di millisecondi')
    .min(100, 'deve essere tra 100 e 60000 millisecondi')
    .max(60_000, 'deve essere tra 100 e 60000 millisecondi')
    .default(1000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  contactEmail: string;
  /** Unset: every e-mail stays in the outbox, shown by the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  jobPollMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once at boot; every mistake is reported on its own line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push('PUBLIC_URL: è obbligatorio in produzione (serve per i link nelle e-mail)');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    problems.push(
      "SMTP_URL: è obbligatorio in produzione (senza, le e-mail restano nell'archivio e non partono)",
    );
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    contactEmail: env.CONTACT_EMAIL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jobPollMs: env.JOB_POLL_MS,
  };
}
