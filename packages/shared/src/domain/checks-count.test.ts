import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../legal/company';
import { documentText } from '../legal/legal-text';
import { buildRegulation } from '../legal/regulation';
import { REPORT_LIMITS } from '../legal/report-limits';
import { reportLinkPreview } from '../prerender/link-preview';
import { CATALOGUE_ITEMS } from './checklist';
import { CHECKS_CLAIM, CHECKS_COUNT } from './checks-count';

describe('the number of checks', () => {
  it('is the catalogue’s, and the catalogue has the 130 checks the service promises', () => {
    // Counted by scripts/build-checks-count.ts: after a change of the catalogue, run it again.
    expect(CHECKS_COUNT, 'npx tsx scripts/build-checks-count.ts').toBe(CATALOGUE_ITEMS.length);
    expect(CATALOGUE_ITEMS.length).toBeGreaterThanOrEqual(130);
  });

  it('is stated as «oltre» the largest multiple of ten below it, so that the claim is true', () => {
    expect(CHECKS_CLAIM % 10).toBe(0);
    expect(CHECKS_CLAIM).toBeLessThan(CHECKS_COUNT);
    expect(CHECKS_COUNT - CHECKS_CLAIM).toBeLessThanOrEqual(10);
    expect(CHECKS_CLAIM).toBe(130);
  });

  it('is the number the Regolamento, the report’s limits and a shared link’s preview state', () => {
    const regulation = documentText(
      buildRegulation({ company: DEMO_COMPANY, contactEmail: 'info@verificauto.it' }),
    );
    expect(regulation).toContain(`sulla base di oltre ${CHECKS_CLAIM} controlli`);
    expect(REPORT_LIMITS.join(' ')).toContain(`oltre ${CHECKS_CLAIM} punti`);
    const preview = reportLinkPreview(
      {
        brand: 'Fiat',
        model: 'Panda',
        year: 2019,
        odometer: 54000,
        verdict_datecompleted: '2026-11-20T10:00:00.000Z',
        main_image: null,
      } as Parameters<typeof reportLinkPreview>[0],
      'https://verificauto.it',
    );
    expect(JSON.stringify(preview)).toContain(`oltre ${CHECKS_CLAIM} controlli`);
  });
});
