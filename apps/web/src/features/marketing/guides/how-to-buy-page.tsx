import {
  REFUND_WINDOW_DAYS,
  REPORT_ACCESS_DAYS,
  REPORT_PRICE_CENTS,
  REPORT_UPLOAD_MINUTES,
} from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { Link } from '../../../components/ui/link';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ClosingCta } from '../components/closing-cta';
import { MarketingHero } from '../components/marketing-hero';
import type { GuideStep } from '../components/numbered-steps';
import { GuideStepsSection } from './guide-steps-section';

const STEPS: readonly GuideStep[] = [
  {
    title: 'Ottieni il link',
    body: (
      <p>
        Il link al report si trova nell’annuncio dell’auto. Se non lo vedi, chiedilo al venditore: ogni auto
        ispezionata ha il suo link.
      </p>
    ),
  },
  {
    title: 'Paga',
    body: (
      <p>
        Apri il link e paga {formatEuroCents(REPORT_PRICE_CENTS)} con carta di credito o di debito. Se hai un
        codice sconto, inseriscilo quando scegli il metodo di pagamento. La fattura ti arriva via email.
      </p>
    ),
  },
  {
    title: 'Consulta il report',
    body: (
      <p>
        Di norma entro {REPORT_UPLOAD_MINUTES} minuti dal pagamento il report è disponibile e ti inviamo
        un’email con il link. Lo leggi nel browser, da computer o da smartphone, e lo ritrovi nella tua{' '}
        <Link to={paths.profile.href()}>Area riservata</Link> per {REPORT_ACCESS_DAYS} giorni.
      </p>
    ),
  },
];

const GOOD_TO_KNOW = [
  {
    key: 'access',
    content: `I report acquistati restano consultabili nell’Area riservata per ${REPORT_ACCESS_DAYS} giorni.`,
  },
  { key: 'browser', content: 'Il report si consulta online e non si scarica in PDF.' },
  {
    key: 'sharing',
    content:
      'Puoi mostrarlo a chi ti aiuta a valutare l’auto, ma non rivenderlo né usarlo a fini commerciali.',
  },
  {
    key: 'refund',
    content: (
      <>
        Non hai ricevuto il report dopo il pagamento? Hai {REFUND_WINDOW_DAYS} giorni per chiedere il
        rimborso: leggi la <Link to={paths.policies.href('refund-policy')}>politica di rimborso</Link>.
      </>
    ),
  },
];

export function HowToBuyPage() {
  return (
    <>
      <PageTitle
        description={`Come comprare un’auto usata con Verificauto: apri il report dell’ispezione dal link del venditore, acquistalo per ${formatEuroCents(REPORT_PRICE_CENTS)} e consultalo per ${REPORT_ACCESS_DAYS} giorni.`}
      >
        Come comprare
      </PageTitle>
      <MarketingHero
        eyebrow="Guida per chi compra"
        title="Come comprare un’auto usata con Verificauto"
        lead="Hai trovato un’auto con il report Verificauto? In tre passaggi scopri com’è davvero, prima ancora di andarla a vedere."
      />
      <GuideStepsSection title="I 3 passaggi" steps={STEPS} goodToKnow={GOOD_TO_KNOW} />
      <ClosingCta
        title="Stai vendendo un’auto?"
        text="Con il report Verificauto chi è interessato sa subito cosa sta comprando, e tu tratti con i dati alla mano."
        actions={
          <Link to={paths.howToSell.href()} className="btn btn-accent btn-lg">
            Scopri come vendere con Verificauto
          </Link>
        }
      />
    </>
  );
}
