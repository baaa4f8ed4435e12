import { isIP } from 'node:net';
import path from 'node:path';
import {
  type Company,
  DEFAULT_CONTACT_EMAIL,
  DEMO_COMPANY,
  isValidPartitaIva,
  parseItalianAddress,
} from '@verificauto/shared/legal/company';
import { z } from 'zod';

const port = z.coerce
  .number({ message: 'deve essere un numero di porta' })
  .int('deve essere un numero intero')
  .min(1, 'deve essere tra 1 e 65535')
  .max(65535, 'deve essere tra 1 e 65535');

/** Off, a number of proxy hops, or the proxies' addresses and CIDRs (docs/decisions/024-proxy-trust.md). */
export type TrustProxy = false | number | string[];

function trustedProxyProblem(entry: string): string | undefined {
  if (!entry) return 'c’è una virgola di troppo';
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return `'${entry}' non è un numero di proxy né un indirizzo IP o CIDR (es. 10.0.0.0/8)`;
  }
  const maxPrefix = family === 4 ? 32 : 128;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix)) {
    return `'${entry}' ha un prefisso fuori intervallo (0-${maxPrefix})`;
  }
  return undefined;
}

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined) return false;
    const problems: string[] = [];
    let trusted: TrustProxy = false;
    if (value === 'true') {
      problems.push(
        "'true' si fiderebbe di chiunque: indica il numero di proxy davanti al server o i loro indirizzi",
      );
    } else if (value === 'false' || value === '0') {
      problems.push('per non fidarti di nessun proxy lascialo vuoto');
    } else if (/^\d+$/.test(value)) {
      trusted = Number(value);
    } else {
      trusted = value.split(',').map((entry) => entry.trim());
      problems.push(...trusted.flatMap((entry) => trustedProxyProblem(entry) ?? []));
    }
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return problems.length ? z.NEVER : trusted;
  });

const text = z.string().trim().min(1, 'non può essere vuoto');

/** The provider's legal data (legal texts, e-mails, invoices); demo values outside production. */
const COMPANY_VARIABLES = {
  COMPANY_NAME: 'legalName',
  COMPANY_ADDRESS: 'address',
  COMPANY_VAT_NUMBER: 'vatNumber',
  COMPANY_REA: 'rea',
  COMPANY_SHARE_CAPITAL: 'shareCapital',
  COMPANY_PEC: 'pec',
  COMPANY_PHONE: 'phone',
  COMPANY_COURT: 'court',
  COMPANY_TAX_REGIME: 'taxRegime',
} as const satisfies Record<string, keyof Company>;

const companySettings = {
  COMPANY_NAME: text.optional(),
  COMPANY_ADDRESS: z
    .string()
    .refine(
      (value) => parseItalianAddress(value) !== undefined,
      'deve essere nella forma «Via Roma 1, 20121 Milano (MI)»: le fatture elettroniche ne usano le parti',
    )
    .optional(),
  COMPANY_VAT_NUMBER: z
    .string()
    .refine(
      isValidPartitaIva,
      'deve essere una partita IVA italiana valida: 11 cifre con la cifra di controllo giusta',
    )
    .optional(),
  COMPANY_REA: z
    .string()
    .regex(/^[A-Z]{2}-\d{1,7}$/, 'deve essere un numero REA nella forma MI-1234567')
    .optional(),
  COMPANY_SHARE_CAPITAL: text.optional(),
  COMPANY_PEC: z.email({ message: 'deve essere un indirizzo PEC' }).optional(),
  COMPANY_PHONE: z
    .string()
    .regex(/^\+?[\d ]{6,20}$/, 'deve essere un numero di telefono, per esempio +39 02 1234 5678')
    .optional(),
  COMPANY_COURT: text.optional(),
  COMPANY_TAX_REGIME: z
    .string()
    .regex(
      /^RF\d{2}$/,
      'deve essere un regime fiscale della fattura elettronica, per esempio RF01 (ordinario)',
    )
    .optional(),
};

/** Both Stripe keys, or neither: without them the built-in test checkout takes the payments. */
const stripeSettings = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'deve essere una chiave segreta di Stripe (sk_live_… o sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'deve essere il segreto di firma del webhook di Stripe (whsec_…)')
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, message: 'deve essere un URL http(s), per esempio http://localhost:12111' })
    .optional(),
};

/** The map of /booking (decision 036): Google with a key, else our Leaflet map; raster tiles only when configured. */
const mapSettings = {
  MAP_PROVIDER: z
    .enum(['google', 'leaflet', 'none'], { message: 'deve essere google, leaflet o none' })
    .optional(),
  GOOGLE_MAPS_API_KEY: z
    .string()
    .regex(/^AIza[\w-]{35}$/, 'deve essere una chiave API di Google Maps (AIza… di 39 caratteri)')
    .optional(),
  MAP_TILES_URL: z
    .string()
    .regex(
      /^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
      'deve essere un URL https con {z}, {x} e {y}, per esempio https://tile.example.com/{z}/{x}/{y}.png',
    )
    .optional(),
  MAP_TILES_ATTRIBUTION: text.optional(),
};

/** Photos in an S3-compatible object store when S3_BUCKET is set (decision 040); else under DATA_DIR/uploads. */
const s3Settings = {
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message:
        'deve essere un URL http(s), per esempio https://s3.eu-south-1.amazonaws.com o http://minio:9000',
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'deve essere il nome di un bucket: da 3 a 63 caratteri tra minuscole, cifre, punti e trattini',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(
      /^[a-z0-9-]+$/,
      'deve essere il nome di una regione, per esempio eu-south-1 (o us-east-1 per MinIO)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().regex(/^\S+$/, 'non può contenere spazi').optional(),
  S3_SECRET_ACCESS_KEY: z.string().regex(/^\S+$/, 'non può contenere spazi').optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1'], { message: 'deve essere 1 (bucket nel percorso, per MinIO e simili) o 0' })
    .optional(),
};

/** Required once S3_BUCKET is set, each with the reason it is needed. */
const S3_REQUIRED = {
  S3_REGION: 'la regione del bucket; per MinIO e simili di solito us-east-1',
  S3_ACCESS_KEY_ID: 'la chiave di accesso al bucket',
  S3_SECRET_ACCESS_KEY: 'il segreto della chiave di accesso',
} as const;

/** Every variable the server reads; deploy/production.env.example lists them all. */
export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'deve essere development, production o test' })
    .default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'non può essere vuoto').default('127.0.0.1'),
  TRUST_PROXY: trustProxy,
  DEMO: z.enum(['0', '1'], { message: 'deve essere 1 (demo aperta ad altri) o 0' }).optional(),
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
  CONTACT_EMAIL: z.email({ message: 'deve essere un indirizzo email' }).default(DEFAULT_CONTACT_EMAIL),
  ...companySettings,
  ...stripeSettings,
  ...mapSettings,
  ...s3Settings,
  CALENDLY_WEBHOOK_SIGNING_KEY: z
    .string()
    .min(16, 'deve essere la chiave di firma del webhook di Calendly (signing_key, almeno 16 caratteri)')
    .optional(),
  GTM_ID: z
    .string()
    .regex(
      /^GTM-[A-Z0-9]{4,12}$/,
      'deve essere l’ID di un contenitore Google Tag Manager, per esempio GTM-AB12CD3',
    )
    .optional(),
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
      'deve essere un indirizzo email, anche nella forma «Nome <indirizzo@dominio.it>»',
    )
    .default('Verificauto <noreply@verificauto.it>'),
  JOB_POLL_MS: z.coerce
    .number({ message: 'deve essere un numero di millisecondi' })
    .int('deve essere un numero intero di millisecondi')
    .min(100, 'deve essere tra 100 e 60000 millisecondi')
    .max(60_000, 'deve essere tra 100 e 60000 millisecondi')
    .default(1000),
  REPORT_CACHE_MB: z.coerce
    .number({ message: 'deve essere un numero di megabyte' })
    .int('deve essere un numero intero di megabyte')
    .min(1, 'deve essere tra 1 e 65536 megabyte')
    .max(65_536, 'deve essere tra 1 e 65536 megabyte')
    .default(256),
  XSRF_SECRET: z
    .string()
    .min(32, 'deve essere lungo almeno 32 caratteri casuali (per esempio: openssl rand -base64 48)')
    .optional(),
  PHOTO_URL_SECRET: z.string().min(32, 'deve essere lungo almeno 32 caratteri').optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, 'deve essere lungo almeno 32 caratteri casuali (per esempio: openssl rand -hex 32)')
    .regex(/^[\x21-\x7e]+$/, 'può contenere solo caratteri stampabili senza spazi (va in un header HTTP)')
    .optional(),
});

// Outside production only: it protects nothing, like the demo accounts' known password (decision 028).
const DEVELOPMENT_XSRF_SECRET = 'verificauto-sviluppo-segreto-anti-falsificazione';
// Outside production only, and the same in every process, so that instances sharing a development
// database accept each other's photo links (decision 026).
const DEVELOPMENT_PHOTO_URL_SECRET = 'verificauto-sviluppo-link-foto-non-segreto';

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  /** Interface to listen on; loopback unless set, so that a development server stays private. */
  host: string;
  trustProxy: TrustProxy;
  /** DEMO=1: demo data and the dev mailbox on a server others can reach, on purpose. */
  demo: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  contactEmail: string;
  company: Company;
  /** Unset: every e-mail stays in the outbox, shown by the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  jobPollMs: number;
  /** How much memory each instance gives to the reports it keeps (docs/decisions/074-workshop-bookings-window-and-report-cache.md). */
  reportCacheBytes: number;
  /** Key of the HMAC that binds the anti-forgery token to the session (decision 028). */
  xsrfSecret: string;
  /** Signs the links to report photos (decision 026); the same on every instance. */
  photoUrlSecret: string;
  /** Set: GET /metrics asks for it as a bearer token; unset (never in production): open (decision 080). */
  metricsToken: string | undefined;
  /** Set: payments go through Stripe Checkout; unset: the built-in test checkout (decision 033). */
  stripe: StripeSettings | undefined;
  maps: MapSettings;
  /** Set: photos in an S3-compatible object store; unset: files under DATA_DIR/uploads (decision 040). */
  s3: S3Settings | undefined;
  /** Set: Calendly's webhooks are accepted (signature checked with it); unset: they get a 404. */
  calendlyWebhookSigningKey: string | undefined;
  /** Set: the pages load Google Tag Manager; unset: the analytics events stay in window.dataLayer. */
  gtmId: string | undefined;
}

export interface MapSettings {
  provider: 'google' | 'leaflet' | 'none';
  googleApiKey: string | undefined;
  /** Raster tiles under the Leaflet map; unset: the embedded basemap of Italy, no request elsewhere. */
  tiles: { url: string; attribution: string } | undefined;
}

export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (http://host/bucket/key) rather than in the host name: MinIO and similar. */
  forcePathStyle: boolean;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A stripe-mock-compatible server instead of api.stripe.com (tests). */
  apiUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function s3Problems(env: Env): string[] {
  if (!env.S3_BUCKET) {
    const others = Object.keys(s3Settings).filter(
      (name) => env[name as keyof typeof s3Settings] !== undefined,
    );
    return others.length
      ? [
          `S3_BUCKET: è obbligatorio quando sono impostate ${others.join(', ')} (senza, le foto restano in DATA_DIR/uploads)`,
        ]
      : [];
  }
  return Object.entries(S3_REQUIRED).flatMap(([name, what]) =>
    env[name as keyof typeof S3_REQUIRED] ? [] : [`${name}: è obbligatorio con S3_BUCKET (${what})`],
  );
}

/** The settings production cannot do without, and what each is for (said when it is missing). */
const REQUIRED_IN_PRODUCTION = {
  PUBLIC_URL: 'serve per i link nelle email',
  SMTP_URL: 'senza, le email restano nell’archivio e non partono',
  XSRF_SECRET: 'firma i token anti-falsificazione; uguale su tutte le istanze',
  PHOTO_URL_SECRET: 'firma i link alle foto dei report; uguale su tutte le istanze',
  METRICS_TOKEN: 'Prometheus lo manda per leggere /metrics; senza, le metriche sarebbero pubbliche',
} as const;

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
  if (env.NODE_ENV === 'production') {
    for (const [name, why] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (!env[name as keyof typeof REQUIRED_IN_PRODUCTION]) {
        problems.push(`${name}: è obbligatorio in produzione (${why})`);
      }
    }
  }
  if (env.NODE_ENV === 'production' && env.DEMO === '1') {
    problems.push('DEMO: non si usa in produzione (lì dati demo e casella email di sviluppo non esistono)');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: vanno impostate insieme (senza il segreto del webhook nessun pagamento verrebbe registrato)',
    );
  } else if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY) {
    problems.push(
      'STRIPE_SECRET_KEY: è obbligatorio in produzione (senza, il checkout di prova darebbe i report senza pagamento)',
    );
  }
  const mapProvider = env.MAP_PROVIDER ?? (env.GOOGLE_MAPS_API_KEY ? 'google' : 'leaflet');
  if (mapProvider === 'google' && !env.GOOGLE_MAPS_API_KEY) {
    problems.push('MAP_PROVIDER: google richiede GOOGLE_MAPS_API_KEY');
  }
  if (Boolean(env.MAP_TILES_URL) !== Boolean(env.MAP_TILES_ATTRIBUTION)) {
    problems.push(
      'MAP_TILES_URL, MAP_TILES_ATTRIBUTION: vanno impostate insieme (le mappe vanno attribuite a chi le fornisce)',
    );
  }
  problems.push(...s3Problems(env));
  const company = { ...DEMO_COMPANY };
  for (const [variable, field] of Object.entries(COMPANY_VARIABLES)) {
    const value = env[variable as keyof typeof COMPANY_VARIABLES];
    if (value !== undefined) company[field] = value;
    // The ordinary VAT regime (RF01) is the default anywhere; the others say who the company is.
    else if (env.NODE_ENV === 'production' && variable !== 'COMPANY_TAX_REGIME') {
      problems.push(
        `${variable}: è obbligatorio in produzione (dati dell’azienda nelle note legali e nelle fatture)`,
      );
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    demo: env.DEMO === '1',
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    contactEmail: env.CONTACT_EMAIL,
    company,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jobPollMs: env.JOB_POLL_MS,
    reportCacheBytes: env.REPORT_CACHE_MB * 1024 * 1024,
    xsrfSecret: env.XSRF_SECRET ?? DEVELOPMENT_XSRF_SECRET,
    photoUrlSecret: env.PHOTO_URL_SECRET ?? DEVELOPMENT_PHOTO_URL_SECRET,
    metricsToken: env.METRICS_TOKEN,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    maps: {
      provider: mapProvider,
      googleApiKey: env.GOOGLE_MAPS_API_KEY,
      tiles:
        env.MAP_TILES_URL && env.MAP_TILES_ATTRIBUTION
          ? { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION }
          : undefined,
    },
    s3:
      env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
    calendlyWebhookSigningKey: env.CALENDLY_WEBHOOK_SIGNING_KEY,
    gtmId: env.GTM_ID,
  };
}
