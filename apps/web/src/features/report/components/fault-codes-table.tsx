import type { Report } from '@verificauto/shared/contracts/report';
import { FAULT_CODE_STATUSES } from '@verificauto/shared/domain/fault-codes';
import './fault-codes-table.scss';

interface FaultCodesTableProps {
  report: Pick<Report, 'fault_codes' | 'items'>;
  /** h3 under the tabs, h4 inside a category card. */
  headingLevel: 3 | 4;
}

const scanned = (report: FaultCodesTableProps['report']) => {
  const value = report.items.diagnostics.find((item) => item.key === 'diag_fault_codes')?.value;
  return typeof value === 'number' && value > 0;
};

/**
 * The OBD-II fault codes the technician read (decision 052). «None found» only when the scan was done: a
 * report written before the scan existed, or without it, says nothing.
 */
export function FaultCodesTable({ report, headingLevel }: FaultCodesTableProps) {
  const codes = report.fault_codes;
  if (codes.length === 0 && !scanned(report)) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="fault-codes">
      <Heading className="fault-codes-title">Codici di errore letti (OBD-II)</Heading>
      {codes.length === 0 ? (
        <p className="mb-0">La scansione delle centraline non ha trovato codici di errore.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm mb-0 fault-codes-table">
            <thead>
              <tr>
                <th scope="col">Codice</th>
                <th scope="col">Descrizione</th>
                <th scope="col">Stato</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a scanner may list one code twice, in its order.
                <tr key={index}>
                  <td className="fault-code">{code.code}</td>
                  <td>{code.description}</td>
                  <td className={`fault-code-status fault-code-status-${code.status}`}>
                    {FAULT_CODE_STATUSES[code.status]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
