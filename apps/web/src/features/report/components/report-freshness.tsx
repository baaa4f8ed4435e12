import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { formatKm } from '@verificauto/shared/domain/format';
import { accessLeftText, inspectionAgeText } from '../freshness';
import './report-freshness.scss';

/** How fresh the report is: age of the inspection, km at the time, workshop, and a buyer's access left. */
export function ReportFreshness({ inspection }: { inspection: InspectionReport }) {
  const { inspected_at: inspectedAt, inspected_until: inspectedUntil, workshop, access, report } = inspection;
  const facts = [
    inspectedAt && inspectionAgeText(inspectedAt, inspectedUntil),
    report.odometer !== null && `${formatKm(report.odometer)} all’ispezione`,
    workshop && `${workshop.name}, ${workshop.city}`,
    access.role === 'buyer' && access.access_until && accessLeftText(access.access_until),
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');

  if (facts.length === 0) return null;
  return (
    <ul className="report-freshness" aria-label="Dati dell’ispezione">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
