import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, openPage, pageHeading } from '../support/site';

function header(page: Page) {
  return page.locator('header.site-header');
}

function footer(page: Page) {
  return page.locator('footer.site-footer');
}

test.describe('barra superiore (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('mostra i link di navigazione e il pulsante Prenota ora senza menu a scomparsa', async ({ page }) => {
    await openPage(page, '/');
    const nav = header(page).getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.locator('.navbar-toggler')).toBeHidden();
    const links = [
      ['Perché Verificauto', '/about'],
      ['Lavora con noi', '/work-with-us'],
      ['Area riservata', '/profile'],
      ['Prenota ora', '/booking'],
    ] as const;
    for (const [name, href] of links) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    // 'Esci' is shown only to signed-in users.
    await expect(nav.getByRole('button', { name: 'Esci' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Esci' })).toHaveCount(0);
  });

  test('la voce della pagina corrente è marcata come attiva', async ({ page }) => {
    await openPage(page, '/about');
    const nav = header(page);
    await expect(nav.getByRole('link', { name: 'Perché Verificauto', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Lavora con noi', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('il logo riporta alla home', async ({ page }) => {
    await openPage(page, '/about');
    await header(page)
      .getByRole('link', { name: /Verificauto, vai alla home/ })
      .click();
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toBeVisible();
  });

  test('un link della barra porta alla pagina senza ricaricare il documento', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await header(page).getByRole('link', { name: 'Lavora con noi', exact: true }).click();
    await expect(page).toHaveURL('/work-with-us');
    await expect(pageHeading(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});

test.describe('piè di pagina', () => {
  test.use({ viewport: DESKTOP });

  test("riporta l'anno corrente nel copyright", async ({ page }) => {
    await openPage(page, '/');
    const year = String(new Date().getFullYear());
    await expect(footer(page).getByTestId('copyright')).toContainText(year);
  });

  test("l'anno del copyright viene dalla data del browser, non dal codice", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T10:00:00+02:00'));
    await openPage(page, '/');
    const copyright = footer(page).getByTestId('copyright');
    await expect(copyright).toContainText('2031');
    await expect(copyright).not.toContainText(String(new Date().getFullYear()));
  });

  test('contiene i link rapidi, i link del servizio, la mail e le tre icone social', async ({ page }) => {
    await openPage(page, '/');
    const links = [
      ['Lavora con noi', '/work-with-us'],
      ['Regolamento del servizio', '/policies#service-regulation'],
      ['Informativa sulla privacy', '/policies#privacy-policy'],
      ['Politica di rimborso', '/policies#refund-policy'],
      ['Perché Verificauto', '/about'],
      ['Come vendere', '/how-to-sell'],
      ['Come comprare', '/how-to-buy'],
    ] as const;
    for (const [name, href] of links) {
      await expect(footer(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const mail = footer(page).locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    await expect(mail).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(footer(page).getByRole('img', { name: new RegExp(`^${network}`) })).toBeVisible();
    }
  });

  test('un link del piè di pagina porta alla pagina indicata', async ({ page }) => {
    await openPage(page, '/');
    await footer(page).getByRole('link', { name: 'Come comprare', exact: true }).click();
    await expect(page).toHaveURL('/how-to-buy');
    await expect(pageHeading(page)).toBeVisible();
  });
});
