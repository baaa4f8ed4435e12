import {
  PRICE_UPLIFT_RANGE,
  REPORT_ACCESS_DAYS,
  REPORT_PRICE_CENTS,
  REPORT_READY_HOURS,
  WORKSHOP_DAYS_PER_WEEK,
} from '@verificauto/shared/domain/business';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { AudienceChoice } from './components/audience-choice';
import { textItems } from './components/check-list';
import { CheckListCard } from './components/check-list-card';
import { Icon } from './components/icons';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';
import { PointOfView } from './components/point-of-view';

const SELLER_THOUGHTS = [
  'La mia auto è in ottime condizioni: l’ho sempre trattata bene.',
  'Mi offrono sempre meno di quanto vale davvero.',
  'Ogni acquirente la vuole far vedere al suo meccanico: perdo giornate intere.',
];

const BUYER_THOUGHTS = [
  'Sembra perfetta, ma cosa non mi stanno dicendo?',
  'Quanto spenderò in riparazioni dopo averla comprata?',
  'Non posso pagare un meccanico per ogni auto che vado a vedere.',
];

const SELLER_BENEFITS = textItems([
  `Un prezzo più giusto: in genere chi vende con il report ottiene il ${PRICE_UPLIFT_RANGE} in più.`,
  'Trattative più rapide, basate su dati verificati e non su impressioni.',
  'Una sola ispezione al posto delle tante chieste da ogni acquirente.',
  'Un annuncio più credibile: basta aggiungere il link al report.',
  `Officine partner disponibili ${WORKSHOP_DAYS_PER_WEEK} giorni a settimana, ispezione di circa un’ora e report pronto entro ${REPORT_READY_HOURS} ore.`,
]);

const BUYER_BENEFITS = textItems([
  'Lo stato reale dell’auto, con le foto, prima ancora di andarla a vedere.',
  'I problemi principali, ciascuno con il costo di riparazione stimato.',
  'Argomenti concreti per trattare sul prezzo.',
  'Meno viaggi a vuoto e meno spese per controllare auto che non fanno per te.',
  `Il report costa ${formatEuroCents(REPORT_PRICE_CENTS)} e resta consultabile online per ${REPORT_ACCESS_DAYS} giorni.`,
]);

export function AboutPage() {
  return (
    <>
      <PageTitle
        description={`Perché Verificauto: officine partner selezionate, oltre ${CHECKS_CLAIM} controlli uguali per ogni auto e un report online che venditore e acquirente leggono allo stesso modo.`}
      >
        Perché Verificauto
      </PageTitle>
      <MarketingHero
        title="Perché Verificauto"
        lead="Nella compravendita di un’auto usata chi vende e chi compra guardano la stessa auto con occhi diversi. Il report Verificauto li mette d’accordo sui fatti."
      />

      <MarketingSection title="Due punti di vista sulla stessa auto">
        <div className="row g-4">
          <div className="col-md-6">
            <PointOfView title="Chi vende pensa…" icon="tag" thoughts={SELLER_THOUGHTS} />
          </div>
          <div className="col-md-6">
            <PointOfView title="Chi compra pensa…" icon="search" thoughts={BUYER_THOUGHTS} />
          </div>
        </div>
        <div className="about-bridge d-flex gap-3 align-items-start mt-4 mt-lg-5 p-4">
          <Icon name="shield" size={32} className="flex-shrink-0 text-primary" />
          <p className="mb-0">
            <strong>Il report Verificauto è il punto d’incontro.</strong> Un tecnico di un’officina partner
            esegue più di {CHECKS_CLAIM} controlli e mette nero su bianco lo stato dell’auto, con i problemi
            principali e il costo stimato per ripararli. Chi vende dimostra quanto vale la sua auto, chi
            compra sa cosa sta comprando.
          </p>
        </div>
      </MarketingSection>

      <MarketingSection title="I vantaggi, da entrambe le parti" tinted>
        <div className="row g-4">
          <div className="col-md-6">
            <CheckListCard title="Per chi vende" items={SELLER_BENEFITS} />
          </div>
          <div className="col-md-6">
            <CheckListCard title="Per chi compra" items={BUYER_BENEFITS} />
          </div>
        </div>
      </MarketingSection>

      <MarketingSection title="Da che parte stai?">
        <div className="row g-4">
          <div className="col-md-6">
            <AudienceChoice
              to={paths.howToSell.href()}
              label="Sto vendendo"
              icon="car"
              text="Scopri come prenotare l’ispezione e condividere il report con chi è interessato alla tua auto."
            />
          </div>
          <div className="col-md-6">
            <AudienceChoice
              to={paths.howToBuy.href()}
              label="Sto comprando"
              icon="search"
              text="Scopri come aprire il report di un’auto in vendita e consultarlo online."
            />
          </div>
        </div>
      </MarketingSection>
    </>
  );
}
