import { ClampedText } from './clamped-text';
import './report-verdict.scss';

/**
 * The product rules (docs/product.md#report-page, docs/product.md#presentation): the technician's overall
 * verdict, clamped to 14 lines with 'Leggi di più/meno'.
 */
export function ReportVerdict({ verdict }: { verdict: string | null }) {
  return (
    <section className="report-verdict" aria-labelledby="verdict-title">
      <h2 id="verdict-title" className="h4">
        Giudizio del tecnico
      </h2>
      {verdict?.trim() ? (
        <ClampedText text={verdict} lines={14} moreLabel="Leggi di più" lessLabel="Leggi di meno" />
      ) : (
        <p className="text-body-secondary mb-0">Il tecnico non ha scritto un giudizio complessivo.</p>
      )}
    </section>
  );
}
