import { expect, type Locator, type Page, test } from '@playwright/test';
import { BUYER_EMAIL, madeUpResetPath, resetForm, signInForm } from '../support/auth';
import { measureFocusRing } from '../support/focus-ring';
import {
  APPROVED_REPORT_PATH,
  buyerTest,
  gallery,
  liabilityModal,
  reportSection,
  reportTitle,
} from '../support/report';
import {
  ANCHOR_OFFSET_PX,
  DESKTOP,
  distanceFromViewportTop,
  HOME_HEADING,
  MOBILE,
  openPage,
  pageHeading,
  scrollY,
} from '../support/site';

// The WCAG 2.2 AA points of the accessibility audit (decision 032), held by the shared components: every page
// built on them must keep passing these.

const EXAMPLE_PATH = '/report/example/good';
const EMAIL_REASON = 'Inserisci un indirizzo email valido per continuare.';

/** True while the focused element is inside `container` (a dialog). */
function focusIsInside(container: Locator) {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab (or Shift+Tab) `times` times and expects the focus to stay inside `dialog` each time. */
async function expectTabStaysInside(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times = 6) {
  for (let press = 1; press <= times; press++) {
    await page.keyboard.press(key);
    expect(await focusIsInside(dialog), `${key} n. ${press}`).toBe(true);
  }
}

/** The element whose id is named by `attribute` of `element` (aria-controls, aria-describedby). */
async function referencedElement(page: Page, element: Locator, attribute: string) {
  const id = await element.getAttribute(attribute);
  expect(id, `${attribute} mancante`).toBeTruthy();
  const referenced = page.locator(`[id="${id}"]`);
  await expect(referenced, `#${id}`).toHaveCount(1);
  return referenced;
}

test.describe('focus dopo la navigazione (2.4.3)', () => {
  test.use({ viewport: DESKTOP });

  test('al primo caricamento resta all’inizio; un link porta il focus sul titolo della nuova pagina, in cima', async ({
    page,
  }) => {
    await openPage(page, '/');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.locator('header.site-header').getByRole('link', { name: 'Perché Verificauto' }).click();
    await expect(page).toHaveURL('/about');
    await expect(pageHeading(page)).toBeFocused();
    expect(await scrollY(page)).toBe(0);

    // From the keyboard too, from a link of the footer that is scrolled into view.
    const footerLink = page
      .locator('footer.site-footer')
      .getByRole('link', { name: 'Come vendere', exact: true });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/how-to-sell');
    await expect(pageHeading(page)).toBeFocused();
    expect(await scrollY(page)).toBe(0);
  });

  test('un link con ancora porta il focus sulla sezione, a 150px dall’alto', async ({ page }) => {
    await openPage(page, '/');
    await expect(pageHeading(page)).toHaveText(HOME_HEADING);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Cosa c.è nel report$/ })
      .click();
    await expect(page.locator('#cosa-c-e-nel-report')).toBeFocused();
    await expect
      .poll(() => distanceFromViewportTop(page, 'cosa-c-e-nel-report'))
      .toBeGreaterThanOrEqual(ANCHOR_OFFSET_PX - 2);
    expect(await distanceFromViewportTop(page, 'cosa-c-e-nel-report')).toBeLessThanOrEqual(
      ANCHOR_OFFSET_PX + 2,
    );
  });
});

test.describe('focus sul risultato di un modulo (2.4.3, 4.1.3)', () => {
  test.use({ viewport: DESKTOP });

  // The server is replaced by fixed answers: what is under test is the page, and the suite stays far
  // from the sign-in and forgot-password rate limits.
  test('dopo l’accesso il focus è sul titolo della pagina di destinazione', async ({ page }) => {
    await page.route('**/api/user/lookup?**', (route) => route.fulfill({ json: { email: BUYER_EMAIL } }));
    await page.route('**/auth/signin', (route) => route.fulfill({ json: { expires_in: 7200 } }));
    await page.goto('/signin?redirect=/about');
    const form = signInForm(page);
    await form.email.fill(BUYER_EMAIL);
    await form.next.click();
    await form.password.fill('Qualsiasi1!');
    await form.password.press('Enter');
    await expect(page).toHaveURL('/about');
    await expect(pageHeading(page)).toHaveText('Perché Verificauto');
    await expect(pageHeading(page)).toBeFocused();
  });

  test('dopo "Reimposta password" il focus è su "Controlla la posta.", che legge il messaggio del server', async ({
    page,
  }) => {
    const message = 'Messaggio di prova del server.';
    await page.route('**/api/user/forgot-password?**', (route) => route.fulfill({ json: { message } }));
    await page.goto('/forgot-password');
    await page.getByPlaceholder('Indirizzo email').fill('mario.rossi@example.it');
    await page.getByRole('button', { name: 'Reimposta password', exact: true }).click();

    const heading = page.getByRole('heading', { level: 1, name: 'Controlla la posta.', exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(message);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(message);
  });

  test('dopo "Imposta password" il focus è su "Password modificata"', async ({ page }) => {
    const message = 'Password impostata.';
    await page.route('**/api/user/reset-password', (route) => route.fulfill({ json: { message } }));
    await page.goto(madeUpResetPath());
    const form = resetForm(page);
    await form.password.fill('Nuova2026!');
    await form.confirm.fill('Nuova2026!');
    await form.submit.click();
    const heading = page.getByRole('heading', { level: 1, name: 'Password modificata', exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(new RegExp(`^${message}`));
  });
});

test.describe('anello di focus (1.4.11, 2.4.7)', () => {
  test.use({ viewport: DESKTOP });

  async function expectVisibleRing(element: Locator, name: string) {
    const ring = await measureFocusRing(element);
    const detail = `${name}: ${JSON.stringify(ring)}`;
    expect(ring.focusVisible, detail).toBe(true);
    expect(ring.style, detail).toBe('solid');
    expect(ring.widthPx, detail).toBeGreaterThanOrEqual(2);
    expect(ring.contrast, detail).toBeGreaterThanOrEqual(3);
  }

  /** Focuses the element as a keyboard user does (a key press first, so the ring is the keyboard one). */
  async function keyboardFocus(page: Page, element: Locator) {
    await page.keyboard.press('Shift');
    await element.focus();
    await expect(element).toBeFocused();
  }

  test('link, pulsante su sfondo blu, campo e scheda: almeno 3:1 con lo sfondo', async ({ page }) => {
    await openPage(page, '/');
    const headerLink = page.locator('header.site-header').getByRole('link', { name: 'Perché Verificauto' });
    await keyboardFocus(page, headerLink);
    await expectVisibleRing(headerLink, 'link della barra');

    const heroButton = page.locator('.page-hero').getByRole('link', { name: 'Prenota ora' });
    await keyboardFocus(page, heroButton);
    await expectVisibleRing(heroButton, 'pulsante del titolo');

    const footerLink = page.locator('footer.site-footer').getByRole('link').first();
    await keyboardFocus(page, footerLink);
    await expectVisibleRing(footerLink, 'link del piè di pagina');

    await page.goto('/signin');
    const email = signInForm(page).email;
    await keyboardFocus(page, email);
    await expectVisibleRing(email, 'campo email');

    await openPage(page, EXAMPLE_PATH);
    const tab = reportSection(page, 'Report completo').getByRole('tab', { name: 'Esterni' });
    await keyboardFocus(page, tab);
    await expectVisibleRing(tab, 'scheda');
  });
});

test.describe('pulsanti disabilitati con il motivo (3.3.1, 4.1.3)', () => {
  test.use({ viewport: MOBILE });

  test('"Avanti", "Accedi", "Reimposta password" e "Imposta password" dicono perché sono disabilitati', async ({
    page,
  }) => {
    await page.route('**/api/user/lookup?**', (route) => route.fulfill({ json: { email: BUYER_EMAIL } }));
    await page.goto('/signin');
    const form = signInForm(page);
    await expect(form.next).toBeDisabled();
    await expect(page.getByText(EMAIL_REASON)).toBeVisible();
    await expect(form.next).toHaveAccessibleDescription(EMAIL_REASON);
    await expect(await referencedElement(page, form.next, 'aria-describedby')).toHaveText(EMAIL_REASON);

    // A wrong address, once left, is announced by a live region.
    await form.email.fill('mario@');
    await form.email.blur();
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Inserisci un indirizzo email valido.' }),
    ).toBeVisible();
    await form.email.fill(BUYER_EMAIL);
    await expect(form.next).toBeEnabled();
    await expect(page.getByText(EMAIL_REASON)).toHaveCount(0);
    await expect(form.next).not.toHaveAttribute('aria-describedby');

    await form.next.click();
    const passwordReason = 'Inserisci la password per continuare.';
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAccessibleDescription(passwordReason);
    await expect(page.getByText(passwordReason)).toBeVisible();
    await form.password.fill('x');
    await expect(page.getByText(passwordReason)).toHaveCount(0);

    await page.goto('/forgot-password');
    const reset = page.getByRole('button', { name: 'Reimposta password', exact: true });
    await expect(reset).toBeDisabled();
    await expect(reset).toHaveAccessibleDescription(EMAIL_REASON);

    await page.goto(madeUpResetPath());
    const newPassword = resetForm(page);
    const rules = 'La password non rispetta ancora i requisiti indicati.';
    const confirm = /^Ripeti la stessa password in .Conferma password. per continuare\.$/;
    await expect(newPassword.submit).toBeDisabled();
    await expect(newPassword.submit).toHaveAccessibleDescription(rules);
    await newPassword.password.fill('Nuova2026!');
    await expect(newPassword.submit).toHaveAccessibleDescription(confirm);
    await expect(page.getByText(confirm)).toBeVisible();
    await newPassword.confirm.fill('Nuova2026!');
    await expect(newPassword.submit).toBeEnabled();
    await expect(page.getByText(confirm)).toHaveCount(0);
  });
});

test.describe('menu mobile da tastiera', () => {
  test.use({ viewport: MOBILE });

  test('Esc chiude il menu e riporta il focus sul pulsante', async ({ page }) => {
    await openPage(page, '/');
    const toggler = page.locator('header.site-header .navbar-toggler');
    await toggler.focus();
    await page.keyboard.press('Enter');
    await expect(toggler).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-nav').getByRole('link', { name: 'Perché Verificauto' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggler).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-nav')).not.toHaveClass(/\bshow\b/);
    await expect(toggler).toBeFocused();
  });
});

test.describe('finestre modali: il resto della pagina è inerte (1.3.1, 4.1.2)', () => {
  test.use({ viewport: MOBILE });

  test('galleria: focus su "Chiudi galleria", Tab e Maiusc+Tab restano dentro, alla chiusura la pagina torna attiva', async ({
    page,
  }) => {
    await openPage(page, EXAMPLE_PATH);
    const root = page.locator('#root');
    const thumb = reportSection(page, 'Foto')
      .getByRole('button', { name: /^Ingrandisci: / })
      .first();
    await thumb.click();
    const dialog = gallery(page);
    await expect(dialog).toBeVisible();
    await expect(root).toHaveAttribute('inert', '');
    await expect(dialog.getByRole('button', { name: 'Chiudi galleria' })).toBeFocused();
    await expectTabStaysInside(page, dialog, 'Tab');
    await expectTabStaysInside(page, dialog, 'Shift+Tab');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(root).not.toHaveAttribute('inert');
    await expect(thumb).toBeFocused();
  });
});

buyerTest.describe('dichiarazione di responsabilità', () => {
  buyerTest.use({ viewport: MOBILE });

  buyerTest(
    'la pagina dietro è inerte; focus su "Accetto"; Tab e Maiusc+Tab restano dentro; Esc non chiude',
    async ({ page }) => {
      await page.goto(APPROVED_REPORT_PATH);
      const modal = liabilityModal(page);
      await expect(modal).toBeVisible();
      const root = page.locator('#root');
      await expect(root).toHaveAttribute('inert', '');
      const accept = modal.getByRole('button', { name: 'Accetto', exact: true });
      await expect(accept).toBeFocused();
      await expectTabStaysInside(page, modal, 'Tab');
      await expectTabStaysInside(page, modal, 'Shift+Tab');

      // The product rules (docs/product.md#liability-declaration): a static backdrop, no keyboard dismissal.
      await page.keyboard.press('Escape');
      await expect(modal).toBeVisible();

      await accept.focus();
      await page.keyboard.press('Enter');
      await expect(modal).toHaveCount(0);
      await expect(root).not.toHaveAttribute('inert');
      await expect(reportTitle(page)).toBeFocused();
    },
  );
});

test.describe('valutazioni, schede e sezioni richiudibili (1.3.1, 4.1.2)', () => {
  test('ogni barra dice il suo valore come testo: "4,7 su 5"', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, EXAMPLE_PATH);
    const bars = reportSection(page, 'Valutazione').getByRole('listitem');
    await expect(bars).toHaveCount(5);
    for (const bar of await bars.all()) {
      await expect(bar).toHaveText(/^\D+\d,\d su 5$/);
    }
  });

  test('schede: Home e End portano alla prima e all’ultima; ogni scheda indica il suo pannello', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, EXAMPLE_PATH);
    const section = reportSection(page, 'Report completo');
    const tabs = section.getByRole('tab');
    const first = tabs.first();
    const last = tabs.last();
    await first.click();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-selected', 'true');

    for (const tab of await tabs.all()) {
      const panel = await referencedElement(page, tab, 'aria-controls');
      await expect(panel).toHaveAttribute('role', 'tabpanel');
    }
  });

  test('a 375px le sezioni richiudibili indicano cosa aprono (aria-controls, aria-expanded)', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, EXAMPLE_PATH);
    const main = page.getByRole('main');
    const toggles = [
      ...(await reportSection(page, 'Report completo')
        .getByRole('heading', { level: 3 })
        .getByRole('button')
        .all()),
      main.getByRole('button', { name: 'Dettagli del veicolo' }),
      // 'Leggi di più' and 'Mostra di più' show only when their text is cut.
      ...(await main.locator('.clamped-text-toggle').all()),
    ];
    expect(toggles.length).toBeGreaterThanOrEqual(7);
    for (const toggle of toggles) {
      await expect(toggle).toHaveAttribute('aria-expanded', /^(true|false)$/);
      await referencedElement(page, toggle, 'aria-controls');
    }
  });
});
