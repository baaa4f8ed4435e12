import {
  CATEGORY_LABELS,
  SCORED_CATEGORY_KEYS,
  type ScoredCategoryKey,
} from '@verificauto/shared/domain/categories';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { IconFeature } from '../components/icon-feature';
import type { IconName } from '../components/icons';
import { MarketingSection } from '../components/marketing-section';

const CATEGORY_TOPICS: Record<ScoredCategoryKey, { icon: IconName; text: string }> = {
  exterior: {
    icon: 'car',
    text: 'Carrozzeria, vernice, vetri e luci, e sotto la scocca ruggine, perdite e segni di urti o riparazioni.',
  },
  interior: {
    icon: 'steeringWheel',
    text: 'Sedili, rivestimenti, plancia, comandi e dotazioni: lo stato dell’abitacolo, punto per punto.',
  },
  engine: {
    icon: 'wrench',
    text: 'Avviamento, perdite, distribuzione, batteria e diagnosi elettronica, controllati dal tecnico in officina.',
  },
  tyres_and_suspension: {
    icon: 'shield',
    text: 'Pneumatici, cerchi, ammortizzatori, sterzo e freni, esaminati con l’auto sul ponte sollevatore.',
  },
  road_test: {
    icon: 'gauge',
    text: 'Come si comporta l’auto in marcia: avviamento, cambiate, frenata, sterzo e rumori sospetti.',
  },
};

// The six topics (docs/product.md#home): the report's five scored categories, named as its tabs (mechanics is
// two of them), then its points of attention and vehicle details.
const TOPICS: readonly { icon: IconName; title: string; text: string }[] = [
  ...SCORED_CATEGORY_KEYS.map((key) => ({ title: CATEGORY_LABELS[key], ...CATEGORY_TOPICS[key] })),
  {
    icon: 'alert',
    title: 'Punti di attenzione e dettagli del veicolo',
    text: 'Ogni problema rilevato con il suo costo di riparazione stimato; poi modello, motore, classe euro, scadenza della revisione, manutenzione e foto.',
  },
];

export function HomeReportTopics() {
  return (
    <MarketingSection
      id="cosa-c-e-nel-report"
      title="Cosa c’è nel report"
      intro={`Più di ${CHECKS_CLAIM} controlli, dalla carrozzeria ai documenti e alla diagnosi elettronica, raccolti in un report online chiaro anche per chi non è esperto di motori.`}
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
