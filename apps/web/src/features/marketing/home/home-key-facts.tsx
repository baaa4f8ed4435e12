import {
  REPORT_READY_HOURS,
  WORKSHOP_CHECK_HOURS,
  WORKSHOP_DAYS_PER_WEEK,
} from '@verificauto/shared/domain/business';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';

const FACTS = [
  { value: `${CHECKS_CLAIM}+`, label: 'controlli eseguiti da un tecnico qualificato' },
  { value: `${WORKSHOP_CHECK_HOURS} ora`, label: 'la durata indicativa dell’ispezione in officina' },
  { value: `${REPORT_READY_HOURS} ore`, label: 'al massimo, dall’ispezione al report pronto' },
  { value: `${WORKSHOP_DAYS_PER_WEEK} giorni`, label: 'a settimana di disponibilità nelle officine partner' },
] as const;

/** The service in four numbers, on a card that overlaps the bottom of the hero. */
export function HomeKeyFacts() {
  return (
    <div className="container key-facts">
      <div className="card card-soft">
        <ul className="list-unstyled row row-cols-2 row-cols-lg-4 g-0 mb-0 py-2">
          {FACTS.map((fact) => (
            <li key={fact.label} className="col p-3 p-lg-4">
              <span className="key-fact-value d-block">{fact.value}</span>
              <span className="small text-body-secondary">{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
