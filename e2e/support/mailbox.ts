import { expect, type Page } from '@playwright/test';

export const MAILBOX_PATH = '/dev/mailbox';
export const MAILBOX_TITLE = 'Casella email di sviluppo';

/** The subjects of the account e-mails (apps/server/src/features/auth/account/account-emails.ts). */
export const MAIL_SUBJECTS = {
  activation: 'Attiva il tuo account Verificauto',
  passwordReset: 'Reimposta la password di Verificauto',
} as const;

/**
 * Opens /dev/mailbox and then the newest e-mail with this subject sent to `to` (the list is newest first).
 * The e-mail is stored with the request that sends it, but the list is fetched once: 'Aggiorna' reloads it
 * until the message shows up.
 */
export async function openNewestMail(page: Page, to: string, subject: string) {
  await page.goto(MAILBOX_PATH);
  await expect(page.getByRole('heading', { level: 1, name: MAILBOX_TITLE })).toBeVisible();
  const row = page
    .locator('.mailbox-list')
    .getByRole('link')
    .filter({ hasText: subject })
    .filter({ hasText: `A: ${to}` })
    .first();
  await expect(async () => {
    if (!(await row.isVisible())) {
      await page.getByRole('button', { name: 'Aggiorna' }).click();
    }
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(to, { exact: true })).toBeVisible();
}

/**
 * In the open e-mail, clicks the link of the text version whose address contains `pathPart` (as a user
 * would in a mail client) and returns that address.
 */
export async function clickMailLink(page: Page, pathPart: string): Promise<string> {
  const link = page.locator('pre.mailbox-text').getByRole('link', { name: pathPart });
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`Il link ${pathPart} non ha un indirizzo`);
  await link.click();
  await expect(page).toHaveURL(href);
  return href;
}

/** Opens the newest e-mail with this subject sent to `to` and follows its link containing `pathPart`. */
export async function followNewestMailLink(
  page: Page,
  to: string,
  subject: string,
  pathPart: string,
): Promise<string> {
  await openNewestMail(page, to, subject);
  return clickMailLink(page, pathPart);
}
