import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/helpers/production-env';
import { ConfigError, loadConfig } from './env';

const SMTP_URL = 'smtps://utente:segreto@smtp.example.com:465';
const PHOTO_URL_SECRET = 'segreto-dei-link-alle-foto-di-32-caratteri';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('is safe by default: listens on loopback only, trusts no proxy, no demo for others', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', trustProxy: false, demo: false });
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: '1' })).toMatchObject({ host: '0.0.0.0', demo: true });
  });

  it('refuses DEMO=1 in production, where demo data and the dev mailbox never exist', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.verificauto.it', SMTP_URL, DEMO: '1' }),
    ).toThrow(/DEMO: non si usa in produzione/);
  });

  it('reports every mistake on its own line', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT: .*numero/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL: deve iniziare con postgres:\/\//);
      expect(problems.join('\n')).toMatch(/NODE_ENV: deve essere development, production o test/);
    }
  });

  it('requires PUBLIC_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: è obbligatorio in produzione/);
    expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://www.verificauto.it/' }).publicUrl).toBe(
      'https://www.verificauto.it',
    );
  });

  it('requires SMTP_URL in production, so that no e-mail silently stays in the outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.verificauto.it' })).toThrow(
      /SMTP_URL: è obbligatorio in produzione/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('requires PHOTO_URL_SECRET in production; elsewhere one fixed value serves every instance', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.verificauto.it', SMTP_URL }),
    ).toThrow(/PHOTO_URL_SECRET: è obbligatorio in produzione/);
    expect(() => loadConfig({ PHOTO_URL_SECRET: 'corto' })).toThrow(
      /PHOTO_URL_SECRET: deve essere lungo almeno 32 caratteri/,
    );
    expect(loadConfig({ PHOTO_URL_SECRET }).photoUrlSecret).toBe(PHOTO_URL_SECRET);
    expect(loadConfig({}).photoUrlSecret).toBe(loadConfig({ NODE_ENV: 'test' }).photoUrlSecret);
  });

  it('requires METRICS_TOKEN in production, at least 32 printable characters; elsewhere /metrics is open', () => {
    const { METRICS_TOKEN: _, ...withoutToken } = PRODUCTION_ENV;
    try {
      loadConfig(withoutToken);
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'METRICS_TOKEN: è obbligatorio in produzione (Prometheus lo manda per leggere /metrics; senza, le metriche sarebbero pubbliche)',
      ]);
    }
    expect(() => loadConfig({ ...PRODUCTION_ENV, METRICS_TOKEN: 'corto' })).toThrow(
      /METRICS_TOKEN: deve essere lungo almeno 32 caratteri/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'un gettone con gli spazi, lungo abbastanza' })).toThrow(
      /METRICS_TOKEN: può contenere solo caratteri stampabili senza spazi/,
    );
    expect(loadConfig(PRODUCTION_ENV).metricsToken).toBe(PRODUCTION_ENV.METRICS_TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  describe('company data', () => {
    it('uses the fictitious demo company outside production', () => {
      expect(loadConfig({}).company).toEqual(DEMO_COMPANY);
    });

    it('requires every item in production, one line each, and reads them', () => {
      const { COMPANY_PEC: _, COMPANY_COURT: __, ...withoutTwo } = PRODUCTION_ENV;
      try {
        loadConfig(withoutTwo);
        expect.unreachable();
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'COMPANY_PEC: è obbligatorio in produzione (dati dell’azienda nelle note legali e nelle fatture)',
          'COMPANY_COURT: è obbligatorio in produzione (dati dell’azienda nelle note legali e nelle fatture)',
        ]);
      }
      expect(loadConfig(PRODUCTION_ENV).company).toEqual({
        legalName: 'Verificauto S.r.l.',
        address: 'Via di Prova 1, 20121 Milano (MI)',
        vatNumber: '12345670157',
        rea: 'MI-1234567',
        shareCapital: '10.000,00 € i.v.',
        pec: 'verificauto@pec.example.it',
        phone: '+39 02 1234 5678',
        court: 'Milano',
        taxRegime: 'RF01',
      });
    });

    it.each([
      [
        'COMPANY_VAT_NUMBER',
        '12345670963',
        /COMPANY_VAT_NUMBER: deve essere una partita IVA italiana valida/,
      ],
      ['COMPANY_VAT_NUMBER', '1234567015', /COMPANY_VAT_NUMBER: deve essere una partita IVA italiana valida/],
      [
        'COMPANY_VAT_NUMBER',
        'IT12345670157',
        /COMPANY_VAT_NUMBER: deve essere una partita IVA italiana valida/,
      ],
      ['COMPANY_REA', '1234567', /COMPANY_REA: deve essere un numero REA nella forma MI-1234567/],
      ['COMPANY_PEC', 'pec', /COMPANY_PEC: deve essere un indirizzo PEC/],
      ['COMPANY_PHONE', 'chiamaci', /COMPANY_PHONE: deve essere un numero di telefono/],
      ['COMPANY_NAME', '   ', /COMPANY_NAME: non può essere vuoto/],
    ])('rejects %s=%s with a clear message, in production too', (name, value, message) => {
      expect(() => loadConfig({ [name]: value })).toThrow(message);
      expect(() => loadConfig({ ...PRODUCTION_ENV, [name]: value })).toThrow(message);
    });
  });

  describe('payments', () => {
    const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

    it('uses the built-in test checkout without keys, Stripe with both', () => {
      expect(loadConfig({}).stripe).toBeUndefined();
      expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_abc123',
        apiUrl: 'http://127.0.0.1:12111',
      });
    });

    it('wants both keys together, and Stripe in production', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toThrow(
        /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: vanno impostate insieme/,
      );
      const { STRIPE_SECRET_KEY: _, STRIPE_WEBHOOK_SECRET: __, ...noStripe } = PRODUCTION_ENV;
      expect(() => loadConfig(noStripe)).toThrow(/STRIPE_SECRET_KEY: è obbligatorio in produzione/);
    });

    it.each([
      ['STRIPE_SECRET_KEY', 'pk_live_abc', /STRIPE_SECRET_KEY: deve essere una chiave segreta di Stripe/],
      ['STRIPE_WEBHOOK_SECRET', 'segreto', /STRIPE_WEBHOOK_SECRET: deve essere il segreto di firma/],
      ['STRIPE_API_URL', 'ftp://x', /STRIPE_API_URL: deve essere un URL http\(s\)/],
      [
        'COMPANY_ADDRESS',
        'Milano',
        /COMPANY_ADDRESS: deve essere nella forma «Via Roma 1, 20121 Milano \(MI\)»/,
      ],
      ['COMPANY_TAX_REGIME', 'ordinario', /COMPANY_TAX_REGIME: deve essere un regime fiscale/],
    ])('rejects %s=%s with a clear message', (name, value, message) => {
      expect(() => loadConfig({ ...STRIPE, [name]: value })).toThrow(message);
    });
  });

  describe('photo storage', () => {
    const S3 = {
      S3_BUCKET: 'verificauto-foto',
      S3_REGION: 'eu-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'segreto/di+esempio',
    };

    it('keeps photos on disk unless S3_BUCKET is set, then in the bucket (AWS unless an endpoint is given)', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig(S3).s3).toEqual({
        endpoint: undefined,
        bucket: 'verificauto-foto',
        region: 'eu-south-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'segreto/di+esempio',
        forcePathStyle: false,
      });
      expect(
        loadConfig({ ...S3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' }).s3,
      ).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
      expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    });

    it('wants the region and both keys with the bucket, one line for each missing', () => {
      try {
        loadConfig({ S3_BUCKET: 'verificauto-foto' });
        expect.unreachable();
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          expect.stringMatching(/^S3_REGION: è obbligatorio con S3_BUCKET/),
          expect.stringMatching(/^S3_ACCESS_KEY_ID: è obbligatorio con S3_BUCKET/),
          expect.stringMatching(/^S3_SECRET_ACCESS_KEY: è obbligatorio con S3_BUCKET/),
        ]);
      }
      const { S3_SECRET_ACCESS_KEY: _, ...noSecret } = S3;
      expect(() => loadConfig(noSecret)).toThrow(/S3_SECRET_ACCESS_KEY: è obbligatorio con S3_BUCKET/);
    });

    it('names the bucket as missing when other S3 settings are given without it', () => {
      const { S3_BUCKET: _, ...noBucket } = S3;
      try {
        loadConfig({ ...noBucket, S3_ENDPOINT: 'http://minio:9000' });
        expect.unreachable();
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'S3_BUCKET: è obbligatorio quando sono impostate S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (senza, le foto restano in DATA_DIR/uploads)',
        ]);
      }
    });

    it.each([
      ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT: deve essere un URL http\(s\)/],
      ['S3_BUCKET', 'Foto_Verificauto', /S3_BUCKET: deve essere il nome di un bucket/],
      ['S3_REGION', 'Europa Sud', /S3_REGION: deve essere il nome di una regione/],
      ['S3_ACCESS_KEY_ID', 'AKIA EXAMPLE', /S3_ACCESS_KEY_ID: non può contenere spazi/],
      ['S3_FORCE_PATH_STYLE', 'true', /S3_FORCE_PATH_STYLE: deve essere 1 .* o 0/],
    ])('rejects %s=%s with a clear message', (name, value, message) => {
      expect(() => loadConfig({ ...S3, [name]: value })).toThrow(message);
    });
  });

  describe('maps', () => {
    const KEY = 'AIzaSyA-0123456789abcdefghijklmnopqrstu';
    const TILES_URL = 'https://{s}.tile.example.com/{z}/{x}/{y}.png';

    it('draws our Leaflet map by default, Google’s with a key, none on request', () => {
      expect(loadConfig({}).maps).toEqual({ provider: 'leaflet', googleApiKey: undefined, tiles: undefined });
      expect(loadConfig({ GOOGLE_MAPS_API_KEY: KEY }).maps).toMatchObject({
        provider: 'google',
        googleApiKey: KEY,
      });
      expect(loadConfig({ GOOGLE_MAPS_API_KEY: KEY, MAP_PROVIDER: 'leaflet' }).maps.provider).toBe('leaflet');
      expect(loadConfig({ MAP_PROVIDER: 'none' }).maps.provider).toBe('none');
      expect(loadConfig({ MAP_TILES_URL: TILES_URL, MAP_TILES_ATTRIBUTION: '© Esempio' }).maps.tiles).toEqual(
        { url: TILES_URL, attribution: '© Esempio' },
      );
    });

    it('wants the key for Google, and the tiles with their attribution', () => {
      expect(() => loadConfig({ MAP_PROVIDER: 'google' })).toThrow(
        /MAP_PROVIDER: google richiede GOOGLE_MAPS_API_KEY/,
      );
      for (const half of [{ MAP_TILES_URL: TILES_URL }, { MAP_TILES_ATTRIBUTION: '© Esempio' }]) {
        expect(() => loadConfig(half)).toThrow(
          /MAP_TILES_URL, MAP_TILES_ATTRIBUTION: vanno impostate insieme \(le mappe vanno attribuite/,
        );
      }
    });

    it.each([
      ['MAP_PROVIDER', 'osm', /MAP_PROVIDER: deve essere google, leaflet o none/],
      ['GOOGLE_MAPS_API_KEY', 'chiave', /GOOGLE_MAPS_API_KEY: deve essere una chiave API di Google Maps/],
      ['MAP_TILES_URL', 'http://tile.example.com/{z}/{x}/{y}.png', /MAP_TILES_URL: deve essere un URL https/],
      ['MAP_TILES_URL', 'https://tile.example.com/tiles.png', /MAP_TILES_URL: .*con \{z\}, \{x\} e \{y\}/],
      ['MAP_TILES_ATTRIBUTION', '  ', /MAP_TILES_ATTRIBUTION: non può essere vuoto/],
    ])('rejects %s=%s with a clear message', (name, value, message) => {
      expect(() => loadConfig({ [name]: value })).toThrow(message);
    });
  });

  it('reads the mail and job settings, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.mailFrom).toBe('Verificauto <noreply@verificauto.it>');
    expect(defaults.jobPollMs).toBe(1000);
    const custom = loadConfig({ SMTP_URL, MAIL_FROM: 'avvisi@verificauto.it', JOB_POLL_MS: '250' });
    expect(custom).toMatchObject({ smtpUrl: SMTP_URL, mailFrom: 'avvisi@verificauto.it', jobPollMs: 250 });
  });

  it('gives the report cache 256 MB unless REPORT_CACHE_MB says otherwise', () => {
    expect(loadConfig({}).reportCacheBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ REPORT_CACHE_MB: '64' }).reportCacheBytes).toBe(64 * 1024 * 1024);
  });

  it.each([
    ['REPORT_CACHE_MB', 'molta', /REPORT_CACHE_MB: deve essere un numero di megabyte/],
    ['REPORT_CACHE_MB', '1.5', /REPORT_CACHE_MB: deve essere un numero intero di megabyte/],
    ['REPORT_CACHE_MB', '0', /REPORT_CACHE_MB: deve essere tra 1 e 65536 megabyte/],
    ['SMTP_URL', 'http://smtp.example.com', /SMTP_URL: deve essere un URL smtp:\/\/ o smtps:\/\//],
    ['SMTP_URL', 'smtp://', /SMTP_URL: deve essere un URL smtp:\/\//],
    ['MAIL_FROM', 'Verificauto <noreply>', /MAIL_FROM: deve essere un indirizzo email/],
    ['JOB_POLL_MS', 'spesso', /JOB_POLL_MS: deve essere un numero di millisecondi/],
    ['JOB_POLL_MS', '10', /JOB_POLL_MS: deve essere tra 100 e 60000 millisecondi/],
  ])('rejects %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  describe('TRUST_PROXY', () => {
    it('takes a number of proxy hops', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    });

    it('takes the proxies by address or CIDR, IPv4 or IPv6, separated by commas', () => {
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,2001:db8::/32 ,::1' }).trustProxy).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '2001:db8::/32',
        '::1',
      ]);
    });

    it.each([
      ['true', /TRUST_PROXY: 'true' si fiderebbe di chiunque/],
      ['0', /TRUST_PROXY: .*lascialo vuoto/],
      ['1.5', /TRUST_PROXY: '1.5' non è un numero di proxy né un indirizzo IP/],
      ['10.0.0.300', /TRUST_PROXY: '10.0.0.300' non è un numero di proxy né un indirizzo IP/],
      ['10.0.0.0/33', /TRUST_PROXY: '10.0.0.0\/33' ha un prefisso fuori intervallo \(0-32\)/],
      ['2001:db8::/129', /TRUST_PROXY: '2001:db8::\/129' ha un prefisso fuori intervallo \(0-128\)/],
      ['proxy.interno', /TRUST_PROXY: 'proxy.interno' non è un numero di proxy né un indirizzo IP/],
    ])('rejects %s with a clear message', (value, message) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
    });

    it('reports each wrong entry of a list on its own line', () => {
      try {
        loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.999,,fe80::/200' });
        expect.unreachable();
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          "TRUST_PROXY: '10.0.0.999' non è un numero di proxy né un indirizzo IP o CIDR (es. 10.0.0.0/8)",
          'TRUST_PROXY: c’è una virgola di troppo',
          "TRUST_PROXY: 'fe80::/200' ha un prefisso fuori intervallo (0-128)",
        ]);
      }
    });
  });
});
