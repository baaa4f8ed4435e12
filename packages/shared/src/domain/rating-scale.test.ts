import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../legal/company';
import { documentText } from '../legal/legal-text';
import { buildRegulation } from '../legal/regulation';
import { REPORT_LIMITS } from '../legal/report-limits';
import { NOT_CHECKED_TEXT } from './checklist';
import { RATING_SCALE_TEXT } from './rating-scale';

describe('the rating scale, said one way', () => {
  it("calls the spec's rating 0 by the report's words and 1 to 5 the condition", () => {
    expect(RATING_SCALE_TEXT).toContain(`«${NOT_CHECKED_TEXT.replace('.', '')}» (valutazione 0)`);
    expect(RATING_SCALE_TEXT).toContain('da 1 (condizioni critiche) a 5 (ottime condizioni)');
  });

  it('is what the report’s disclaimer and the Regolamento say, and nothing says "da 0 a 5" any more', () => {
    expect(REPORT_LIMITS.join(' ')).toContain(RATING_SCALE_TEXT);
    const regulation = documentText(buildRegulation({ company: DEMO_COMPANY, contactEmail: 'a@example.it' }));
    expect(regulation).toContain(RATING_SCALE_TEXT);
    expect(`${REPORT_LIMITS.join(' ')} ${regulation}`).not.toMatch(/da 0 a 5/);
  });
});
