import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.verificauto.it/' }).publicUrl).toBe(
      'https://www.verificauto.it',
    );
  });
});
