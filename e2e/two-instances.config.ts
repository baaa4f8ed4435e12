import { defineConfig, devices } from '@playwright/test';
import { BROWSER_USE } from './support/browser';
import { BASE_URL } from './two-instances/settings';

/**
 * Two server processes on one PostgreSQL database and one S3-compatible store, behind nginx with the
 * committed deploy/nginx/verificauto.conf, over HTTPS; the journey goes through nginx only (decision 040). Needs
 * TEST_DATABASE_URL, nginx and the built app (npm run build). Run with `two-instances-run.mjs`.
 */
export default defineConfig({
  testDir: './two-instances',
  globalSetup: './two-instances/global-setup.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { baseURL: BASE_URL, ignoreHTTPSErrors: true, ...BROWSER_USE },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
