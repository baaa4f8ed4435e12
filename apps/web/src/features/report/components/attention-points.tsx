import type { Report } from '@verificauto/shared/contracts/report';
import { attentionPoints, formatEuros, repairTotals } from '../repair-costs';
import { ReportSection } from './report-section';
import '../../../styles/parts/tables.scss';
import './attention-points.scss';

/**
 * The product rules (docs/product.md#report-page): items with both repair estimates, min and max each, the
 * totals and what they mean for the price. The technician's notes stay in the full report: here the list must
 * be quick to scan.
 */
export function AttentionPoints({ report }: { report: Report }) {
  const points = attentionPoints(report);
  const totals = repairTotals(points);

  return (
    <ReportSection id="punti-di-attenzione" title="Punti di attenzione">
      {points.length === 0 ? (
        <p className="attention-none">
          Nessun punto di attenzione: il tecnico non ha stimato costi di riparazione.
        </p>
      ) : (
        <>
          <div className="table-responsive attention-table-wrap">
            <table className="table attention-table">
              <caption className="visually-hidden">Costi di riparazione stimati per voce</caption>
              <thead>
                <tr>
                  <th scope="col">Voce</th>
                  <th scope="col" className="text-end">
                    Minimo
                  </th>
                  <th scope="col" className="text-end">
                    Massimo
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.key}>
                    <th scope="row">
                      <span className="attention-label">{point.label}</span>
                      <span className="attention-category">{point.category}</span>
                    </th>
                    <td className="text-end">{formatEuros(point.min)}</td>
                    <td className="text-end">{formatEuros(point.max)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Totale</th>
                  <td className="text-end">{formatEuros(totals.min)}</td>
                  <td className="text-end">{formatEuros(totals.max)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="negotiation-note">
            <strong>Per la trattativa:</strong> le riparazioni stimate costano tra{' '}
            <strong>{formatEuros(totals.min)}</strong> e <strong>{formatEuros(totals.max)}</strong>. È una
            base concreta per chiedere una riduzione del prezzo richiesto.
          </p>
        </>
      )}
    </ReportSection>
  );
}
