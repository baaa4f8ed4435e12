import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const SMTP_URL = 'smtps://utente:segreto@smtp.example.com:465';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
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
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.verificauto.it/', SMTP_URL }).publicUrl,
    ).toBe('https://www.verificauto.it');
  });

  it('requires SMTP_URL in production, so that no e-mail silently stays in the outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.verificauto.it' })).toThrow(
      /SMTP_URL: è obbligatorio in produzione/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('reads the mail and job settings, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.mailFrom).toBe('Verificauto <noreply@verificauto.it>');
    expect(defaults.jobPollMs).toBe(1000);
    const custom = loadConfig({ SMTP_URL, MAIL_FROM: 'avvisi@verificauto.it', JOB_POLL_MS: '250' });
    expect(custom).toMatchObject({ smtpUrl: SMTP_URL, mailFrom: 'avvisi@verificauto.it', jobPollMs: 250 });
  });

  it.each([
    ['SMTP_URL', 'http://smtp.example.com', /SMTP_URL: deve essere un URL smtp:\/\/ o smtps:\/\//],
    ['SMTP_URL', 'smtp://', /SMTP_URL: deve essere un URL smtp:\/\//],
    ['MAIL_FROM', 'Verificauto <noreply>', /MAIL_FROM: deve essere un indirizzo e-mail/],
    ['JOB_POLL_MS', 'spesso', /JOB_POLL_MS: deve essere un numero di millisecondi/],
    ['JOB_POLL_MS', '10', /JOB_POLL_MS: deve essere tra 100 e 60000 millisecondi/],
  ])('rejects %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
