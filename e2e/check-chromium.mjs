// The browser tests use the system Chromium (never a downloaded one); stop early with a clear hint.
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`Chromium non trovato in ${chrome}. Installalo con: sudo apt-get install chromium`);
  console.error('(oppure indica il percorso con CHROME_PATH=/percorso/chromium)');
  process.exit(1);
}
