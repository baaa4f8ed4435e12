import type { Browser, Page, PlaywrightTestConfig, TestInfo } from '@playwright/test';

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

/** A browser of its own for one role, with the project's settings (a page fixture has them already). */
export async function roleContext(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  return context.newPage();
}
