// `npm test` runs the two-instance journey (two-instances.config.ts) only where a PostgreSQL server is
// given, as CI does; there nginx must be installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Percorso con due istanze dietro nginx: non eseguito (TEST_DATABASE_URL non impostato).');
  process.exit(0);
}
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(
    `Percorso con due istanze dietro nginx: nginx non trovato in ${nginx}. Installalo (apt-get install nginx) o indica NGINX=/percorso/nginx.`,
  );
  process.exit(1);
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'two-instances.config.ts'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
