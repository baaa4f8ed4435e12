import type { Report } from '@verificauto/shared/contracts/report';
import { useState } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import { vehicleDetails } from '../vehicle-details';
import { ChevronIcon } from './icons';
import { OdometerCheck } from './odometer-check';
import './report-section.scss';
import './vehicle-details-section.scss';

/**
 * The product rules (docs/product.md#report-page): the vehicle's data, collapsible, in three columns from
 * 768px; the odometer's check stays in view above them.
 */
export function VehicleDetailsSection({ report }: { report: Report }) {
  const [open, setOpen] = useState(false);
  const details = vehicleDetails(report);

  return (
    <section id="dettagli-veicolo" className="report-section" aria-labelledby="dettagli-veicolo-title">
      <h2 id="dettagli-veicolo-title" className="report-section-title">
        <button
          type="button"
          className="section-toggle"
          aria-expanded={open}
          aria-controls="dettagli-veicolo-list"
          onClick={() => setOpen((value) => !value)}
        >
          Dettagli del veicolo
          <ChevronIcon className="section-toggle-icon" />
        </button>
      </h2>
      <OdometerCheck report={report} />
      <Collapse in={open}>
        <div id="dettagli-veicolo-list">
          <dl className="vehicle-details row row-cols-2 row-cols-md-3 g-0">
            {details.map((detail) => (
              <div key={detail.label} className="col">
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Collapse>
    </section>
  );
}
