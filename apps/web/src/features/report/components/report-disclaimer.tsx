import { REPORT_ACCESS_DAYS } from '@verificauto/shared/domain/business';
import { REPORT_DECISIONS_DISCLAIMER, REPORT_LIMITS } from '@verificauto/shared/legal/report-limits';
import { ClampedText } from './clamped-text';
import { ReportSection } from './report-section';
import './report-disclaimer.scss';

const DISCLAIMER = [
  ...REPORT_LIMITS,
  `Il report è consultabile online per ${REPORT_ACCESS_DAYS} giorni ed è destinato alla valutazione personale del veicolo: puoi condividerlo per valutare l’acquisto, ma non puoi rivenderlo né usarlo a fini commerciali. ${REPORT_DECISIONS_DISCLAIMER}`,
].join('\n\n');

/**
 * The product rules (docs/product.md#report-page, docs/product.md#presentation): the disclaimer, clamped to 6
 * lines with a show-more toggle.
 */
export function ReportDisclaimer() {
  return (
    <ReportSection id="limitazioni" title="Limitazioni di responsabilità">
      <div className="report-disclaimer">
        <ClampedText text={DISCLAIMER} lines={6} moreLabel="Mostra di più" lessLabel="Mostra di meno" />
      </div>
    </ReportSection>
  );
}
