// Saves PNG screenshots of pages at 375 and 1280 px wide with the system Chromium.
// Usage: node scripts/screenshot.mjs http://localhost:3000 /tmp/shots / /about /policies#refund-policy
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base, outDir, ...routes] = process.argv.slice(2);
if (!base || !outDir || routes.length === 0) {
  console.error('Uso: node scripts/screenshot.mjs <base-url> <cartella> <percorso> [percorso…]');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'it-IT' });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
