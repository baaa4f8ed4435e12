import { CHECKS_COUNT } from '@verificauto/shared/domain/business';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { IconFeature } from './icon-feature';
import type { IconName } from './icons';
import { MarketingSection } from './marketing-section';

// The six topics of the report, in the order of the product specification §1.
const TOPICS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'steeringWheel',
    title: 'Interni',
    text: "Sedili, rivestimenti, plancia, comandi e dotazioni: lo stato dell'abitacolo, punto per punto.",
  },
  {
    icon: 'car',
    title: 'Esterni, incluso sottoscocca',
    text: 'Carrozzeria, vernice, vetri e luci, e sotto la scocca ruggine, perdite e segni di urti o riparazioni.',
  },
  {
    icon: 'wrench',
    title: 'Meccanica',
    text: 'Motore, cambio, sospensioni, freni, ruote e pneumatici, controllati dal tecnico in officina.',
  },
  {
    icon: 'alert',
    title: 'Problemi principali',
    text: 'Ogni problema rilevato è descritto con chiarezza, ciascuno con il suo costo di riparazione stimato.',
  },
  {
    icon: 'clipboard',
    title: 'Dettagli del veicolo',
    text: "Modello, motore, classe euro, scadenza della revisione, manutenzione e foto dell'auto.",
  },
  {
    icon: 'gauge',
    title: 'Prova su strada',
    text: "Come si comporta l'auto in marcia: avviamento, cambiate, frenata, sterzo e rumori sospetti.",
  },
];

export function HomeReportTopics() {
  return (
    <MarketingSection
      id="cosa-c-e-nel-report"
      title="Cosa c'è nel report"
      intro={`Più di ${CHECKS_COUNT} controlli raccolti in un report online chiaro anche per chi non è esperto di motori, diviso in sei aree.`}
      tinted
    >
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 g-lg-4 mb-0">
        {TOPICS.map((topic) => (
          <li key={topic.title} className="col">
            <IconFeature icon={topic.icon} title={topic.title} boxed>
              <p className="text-body-secondary mb-0">{topic.text}</p>
            </IconFeature>
          </li>
        ))}
      </ul>
      <div className="example-reports card card-soft mt-4 mt-lg-5 p-4">
        <div className="row align-items-center gy-3">
          <div className="col-lg-6">
            <h3 className="h5 mb-1">Vuoi vedere un report completo?</h3>
            <p className="text-body-secondary mb-0">
              Apri gratis due report di esempio, così come li vede chi compra.
            </p>
          </div>
          <div className="col-lg-6 d-flex flex-wrap gap-2 justify-content-lg-end">
            <Link to={paths.exampleReport.href('good')} className="btn btn-outline-primary">
              Esempio: auto in buone condizioni
            </Link>
            <Link to={paths.exampleReport.href('bad')} className="btn btn-outline-primary">
              Esempio: auto con problemi
            </Link>
          </div>
        </div>
      </div>
    </MarketingSection>
  );
}
