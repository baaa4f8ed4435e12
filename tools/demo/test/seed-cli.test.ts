import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(demoDir, '../../node_modules/.bin/tsx');

/** Runs the seed command as npm would, on a fresh DATA_DIR, with only the given settings. */
function runSeed(args: string[], env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-seed-'));
  return new Promise<{ code: number; stdout: string; stderr: string; seeded: boolean }>((resolve) => {
    execFile(
      tsx,
      ['src/seed-cli.ts', ...args],
      { cwd: demoDir, env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: typeof error?.code === 'number' ? error.code : 0,
          stdout,
          stderr,
          seeded: existsSync(path.join(dataDir, 'pglite')),
        }),
    );
  });
}

// The demo accounts' password is in the README: a server others can reach must not have them.
describe('demo seed on a server listening beyond this computer', () => {
  it('npm run db:seed refuses it with HOST=0.0.0.0 and no DEMO=1, touching nothing', async () => {
    const result = await runSeed([], { HOST: '0.0.0.0' });
    expect(result).toMatchObject({ code: 1, seeded: false });
    expect(result.stderr).toMatch(
      /^I dati demo non si caricano con HOST=0\.0\.0\.0: .*password .* README.* DEMO=1.*\nNessuna modifica\.\n$/,
    );
  }, 120_000);

  it('the step of npm start skips it and lets the server start', async () => {
    const result = await runSeed(['--on-start'], { HOST: '::' });
    expect(result).toMatchObject({ code: 0, seeded: false });
    expect(result.stdout).toMatch(/^Dati demo: non caricati con HOST=::: .*DEMO=1/);
  }, 120_000);
});
