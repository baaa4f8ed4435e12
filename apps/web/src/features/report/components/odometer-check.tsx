import type { Report } from '@verificauto/shared/contracts/report';
import { formatDate, formatKm } from '@verificauto/shared/domain/format';
import {
  ODOMETER_SOURCES,
  ODOMETER_VERDICT_LABELS,
  type OdometerVerdict,
} from '@verificauto/shared/domain/odometer-check';
import './odometer-check.scss';

const ICON_PATHS: Readonly<Record<OdometerVerdict, string>> = {
  // A tick in a circle, a triangle with "!", a circle with "i".
  coherent:
    'M10 1a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm3.7 5.3a1 1 0 0 0-1.4 0L9 9.58 7.7 8.3a1 1 0 1 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4a1 1 0 0 0 0-1.4z',
  to_verify:
    'M8.26 2.1a2 2 0 0 1 3.48 0l7 12.4A2 2 0 0 1 17 17.5H3a2 2 0 0 1-1.74-3zM10 6.5a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0v-4a1 1 0 0 0-1-1zm0 7a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z',
  no_readings:
    'M10 1a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 7.5a1 1 0 0 0-1 1V14a1 1 0 1 0 2 0V9.5a1 1 0 0 0-1-1zM10 5a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 10 5z',
};

const EXPLANATIONS: Readonly<Record<OdometerVerdict, string>> = {
  coherent:
    'Le letture del libretto di manutenzione e delle revisioni crescono in modo regolare fino al chilometraggio rilevato all’ispezione.',
  to_verify:
    'Le letture non tornano con il chilometraggio: prima di comprare chiedi spiegazioni e controlla lo storico delle revisioni sul Portale dell’Automobilista.',
  no_readings:
    'Non erano disponibili letture del libretto di manutenzione o delle revisioni: il chilometraggio non è stato confrontato.',
};

/**
 * The odometer against the readings of the car's papers (docs/decisions/055-odometer-readings.md): the
 * verdict in words with an icon, the evidence when it is to verify, and the readings by date.
 */
export function OdometerCheck({ report }: { report: Pick<Report, 'odometer_check' | 'odometer_readings'> }) {
  const { verdict, evidence } = report.odometer_check;
  const readings = [...report.odometer_readings].sort((a, b) =>
    a.date === b.date ? a.km - b.km : a.date < b.date ? -1 : 1,
  );
  return (
    <div className={`odometer-check odometer-check-${verdict}`}>
      <h3 className="h6 odometer-check-title">Verifica del chilometraggio</h3>
      <p className="odometer-check-verdict">
        <svg width={24} height={24} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d={ICON_PATHS[verdict]} />
        </svg>
        <strong>{ODOMETER_VERDICT_LABELS[verdict]}</strong>
      </p>
      <p className="mb-2">{EXPLANATIONS[verdict]}</p>
      {evidence.length > 0 && (
        <ul className="odometer-check-evidence">
          {evidence.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      {readings.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm odometer-readings-table mb-0">
            <caption className="visually-hidden">Letture del contachilometri</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Fonte</th>
                <th scope="col" className="text-end">
                  Km
                </th>
              </tr>
            </thead>
            <tbody>
              {readings.map((reading) => (
                <tr key={`${reading.date}-${reading.source}-${reading.km}`}>
                  <td>{formatDate(reading.date)}</td>
                  <td>{ODOMETER_SOURCES[reading.source]}</td>
                  <td className="text-end text-nowrap">{formatKm(reading.km)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
