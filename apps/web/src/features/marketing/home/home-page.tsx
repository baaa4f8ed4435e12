import {
  PRICE_UPLIFT_RANGE,
  REPORT_ACCESS_DAYS,
  REPORT_PRICE_CENTS,
  REPORT_READY_HOURS,
} from '@verificauto/shared/domain/business';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { Link } from '../../../components/ui/link';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ClosingCta } from '../components/closing-cta';
import { IconFeature } from '../components/icon-feature';
import type { IconName } from '../components/icons';
import { InspectionPrice } from '../components/inspection-price';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { HomeKeyFacts } from './home-key-facts';
import { HomeReportPreview } from './home-report-preview';
import { HomeReportTopics } from './home-report-topics';
import { HomeReviews } from './home-reviews';
import './home.scss';

// Plain Bootstrap markup on purpose: the home chunk has a 10 KB gzipped budget (no react-bootstrap).

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'tag',
    title: 'Un prezzo più giusto',
    text: `Il report aiuta a fissare il prezzo e a sostenerlo nella trattativa: in genere chi vende con Verificauto ottiene il ${PRICE_UPLIFT_RANGE} in più.`,
  },
  {
    icon: 'clock',
    title: 'Meno tempo perso',
    text: 'L’auto viene ispezionata una volta sola: niente più ispezioni ripetute dal meccanico di ogni potenziale acquirente.',
  },
  {
    icon: 'shield',
    title: 'Fiducia dal primo contatto',
    text: 'Chi compra conosce subito lo stato reale dell’auto, problemi compresi: ti contatta solo chi è davvero interessato.',
  },
];

export function HomePage() {
  return (
    <>
      <PageTitle>Verificauto</PageTitle>
      <MarketingHero
        className="home-hero"
        eyebrow="Ispezione in officina e report online"
        title="Vendi la tua auto usata con il report Verificauto"
        lead={`Un tecnico di un’officina partner esegue più di ${CHECKS_CLAIM} controlli sulla tua auto. Tu condividi il report con chi vuole comprarla: più fiducia, trattative più semplici, un prezzo più giusto.`}
        note={<InspectionPrice />}
        actions={
          <>
            <Link to={paths.booking.href()} className="btn btn-accent btn-lg">
              Prenota ora
            </Link>
            <Link to={paths.home.href('cosa-c-e-nel-report')} className="btn btn-outline-light btn-lg">
              Cosa c’è nel report
            </Link>
          </>
        }
        aside={<HomeReportPreview />}
      />
      <HomeKeyFacts />

      <MarketingSection
        title="Perché vendere con il report"
        intro="Un’auto usata si vende meglio quando chi compra sa cosa sta comprando."
      >
        <ul className="list-unstyled row row-cols-1 row-cols-md-3 g-4 mb-0">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="col">
              <IconFeature icon={benefit.icon} title={benefit.title}>
                <p className="text-body-secondary mb-0">{benefit.text}</p>
              </IconFeature>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <HomeReportTopics />

      <MarketingSection title="E chi compra?">
        <div className="row align-items-center g-4">
          <div className="col-lg-7">
            <p className="lead mb-3">
              Chi è interessato alla tua auto apre il link al report, paga con carta e lo consulta subito
              online, da computer o da smartphone. Il report resta nella sua Area riservata per{' '}
              {REPORT_ACCESS_DAYS} giorni.
            </p>
            <Link to={paths.howToBuy.href()} className="fw-semibold">
              Come funziona per chi compra
            </Link>
          </div>
          <div className="col-sm-8 col-md-6 col-lg-4 offset-lg-1">
            <div className="price-card card card-soft p-4 text-center">
              <p className="small fw-semibold text-uppercase text-body-secondary mb-1">
                Prezzo per chi compra
              </p>
              <p className="price-value mb-1">{formatEuroCents(REPORT_PRICE_CENTS)}</p>
              <p className="small text-body-secondary mb-0">
                accesso al report per {REPORT_ACCESS_DAYS} giorni
              </p>
            </div>
          </div>
        </div>
      </MarketingSection>

      <HomeReviews />

      <ClosingCta
        title="Pronto a vendere la tua auto?"
        text={`Scegli l’officina partner più vicina e l’orario che preferisci: l’ispezione dura circa un’ora e il report è pronto entro ${REPORT_READY_HOURS} ore.`}
        actions={
          <>
            <Link to={paths.booking.href()} className="btn btn-accent btn-lg">
              Prenota l’ispezione
            </Link>
            <Link to={paths.howToSell.href()} className="btn btn-outline-light btn-lg">
              Come funziona, passo per passo
            </Link>
          </>
        }
      />
    </>
  );
}
