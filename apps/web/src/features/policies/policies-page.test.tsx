import { cleanup, render, screen, within } from '@testing-library/react';
import { PROMO_CODE } from '@verificauto/shared/domain/business';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PoliciesPage } from './policies-page';

afterEach(cleanup);

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/policies']}>
      <PoliciesPage />
    </MemoryRouter>,
  );
}

const textOf = (id: string) => document.getElementById(id)?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('PoliciesPage', () => {
  it('has the three anchored sections under one h1, and an index linking to them', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Note legali');
    const sections = [
      ['service-regulation', 'Regolamento del servizio'],
      ['privacy-policy', 'Informativa sulla privacy'],
      ['refund-policy', 'Politica di rimborso'],
    ] as const;
    const toc = screen.getByRole('navigation', { name: 'In questa pagina' });
    for (const [id, title] of sections) {
      const section = document.getElementById(id);
      expect(section?.tagName, id).toBe('SECTION');
      expect(within(section as HTMLElement).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
        title,
      );
      expect(within(toc).getByRole('link', { name: title }).getAttribute('href')).toBe(`/policies#${id}`);
    }
  });

  it('numbers the 14 articles of the service rules', () => {
    renderPage();
    const section = document.getElementById('service-regulation') as HTMLElement;
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toHaveLength(14);
    titles.forEach((title, i) => {
      expect(title).toMatch(new RegExp(`^Art\\. ${i + 1} – \\S`));
    });
  });

  it('states the rules of the service with the business constants', () => {
    renderPage();
    const rules = textOf('service-regulation');
    for (const expected of [
      'carta di credito o di debito',
      'link univoco per ciascun veicolo',
      'non è scaricabile in formato PDF',
      'nel browser per 180 giorni di calendario',
      'entro 5 minuti dall’addebito del pagamento',
      'Paese di residenza',
      'passaggio di scelta del metodo di pagamento',
      'È vietato rivendere il Report',
      '19,00 €',
      PROMO_CODE,
      'sconto del 50%',
      '130 controlli',
      'entro 30 giorni dalla sua conclusione',
      'D.Lgs. 6 settembre 2005, n. 206',
      'chi ha compiuto 14 anni',
      'almeno 15 giorni di calendario',
      'non può creare un nuovo account',
      'Foro di Milano',
    ]) {
      expect(rules, expected).toContain(expected);
    }
  });

  it('gives the retention periods and the answer times of the privacy notice', () => {
    renderPage();
    const privacy = textOf('privacy-policy');
    for (const expected of [
      '2016/679',
      '10 anni',
      '2 anni',
      '1 anno dalla conclusione',
      '35 giorni',
      'entro 1 mese',
      'di 2 mesi',
    ]) {
      expect(privacy, expected).toContain(expected);
    }
  });

  it('offers the refund form as a download and links the withdrawal article', () => {
    renderPage();
    const refund = document.getElementById('refund-policy') as HTMLElement;
    const form = within(refund).getByRole('link', { name: 'Scarica il modulo di rimborso (PDF)' });
    expect(form.getAttribute('href')).toBe('/api/policies/refund-form.pdf');
    expect(form.hasAttribute('download')).toBe(true);
    expect(textOf('refund-policy')).toContain('entro 5 giorni lavorativi');
    const withdrawal = within(refund).getByRole('link', { name: 'diritto di recesso' });
    const target = document.getElementById(withdrawal.getAttribute('href')?.split('#')[1] ?? '');
    expect(target?.textContent).toBe('Art. 11 – Diritto di recesso');
  });
});
