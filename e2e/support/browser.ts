import type { PlaywrightTestConfig } from '@playwright/test';

/** How every suite drives the browser: the system Chromium (never a downloaded one), Italian, in Rome. */
export const BROWSER_USE = {
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
} satisfies PlaywrightTestConfig['use'];
