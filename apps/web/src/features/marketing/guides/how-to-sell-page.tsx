import {
  REMINDER_HOURS_BEFORE,
  REPORT_ACCESS_DAYS,
  REPORT_PRICE_CENTS,
  REPORT_READY_HOURS,
  WORKSHOP_DAYS_PER_WEEK,
} from '@verificauto/shared/domain/business';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { Link } from '../../../components/ui/link';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ClosingCta } from '../components/closing-cta';
import { InspectionPrice } from '../components/inspection-price';
import { MarketingHero } from '../components/marketing-hero';
import type { GuideStep } from '../components/numbered-steps';
import { GuideStepsSection } from './guide-steps-section';

const STEPS: readonly GuideStep[] = [
  {
    title: 'Prepara l’auto',
    body: (
      <ul className="mb-0">
        <li>Pulisci l’abitacolo e svuota il bagagliaio, così il tecnico può controllare ogni dettaglio.</li>
        <li>Fai rifornimento: serve carburante a sufficienza per la prova su strada.</li>
        <li>
          Porta il libretto di circolazione e, se li hai, il libretto dei tagliandi e le fatture degli
          interventi.
        </li>
        <li>Porta tutte le chiavi, compresa quella di scorta.</li>
      </ul>
    ),
  },
  {
    title: 'Prenota l’ispezione',
    body: (
      <p>
        Nella <Link to={paths.booking.href()}>pagina di prenotazione</Link> trova l’officina partner più
        vicina e scegli giorno e orario: le officine sono disponibili {WORKSHOP_DAYS_PER_WEEK} giorni a
        settimana; nell’elenco trovi il costo dell’ispezione in ciascuna, IVA inclusa. Dopo il pagamento
        ricevi un’email di conferma e, {REMINDER_HOURS_BEFORE} ore prima dell’appuntamento, un promemoria.
      </p>
    ),
  },
  {
    title: 'Porta l’auto in officina',
    body: (
      <p>
        L’ispezione dura in genere circa un’ora. Il tecnico esegue più di {CHECKS_CLAIM} controlli in sette
        aree: esterni con il sottoscocca, interni, motore, pneumatici e sospensioni, prova su strada,
        documenti del veicolo e diagnosi elettronica con la lettura dei codici di errore.
      </p>
    ),
  },
  {
    title: 'Ricevi il report',
    body: (
      <p>
        Entro {REPORT_READY_HOURS} ore dall’ispezione il report è pronto: lo stato dell’auto area per area, le
        foto e i problemi principali, ciascuno con il costo di riparazione stimato.
      </p>
    ),
  },
  {
    title: 'Condividi il report',
    body: (
      <p>
        Dalla pagina del report copia il link e incollalo nel tuo annuncio, oppure invialo a chi ti contatta.
        Chi compra apre il link e consulta il report direttamente sul sito Verificauto.
      </p>
    ),
  },
];

const GOOD_TO_KNOW = [
  {
    key: 'online',
    content:
      'Chi compra vede il report sul sito Verificauto: non è un PDF che si può modificare o ritoccare.',
  },
  {
    key: 'link',
    content: 'Il link è unico per ogni auto: puoi metterlo in tutti gli annunci che pubblichi.',
  },
  {
    key: 'price',
    content: `Chi compra paga ${formatEuroCents(REPORT_PRICE_CENTS)} e consulta il report per ${REPORT_ACCESS_DAYS} giorni.`,
  },
  {
    key: 'refund',
    content: (
      <>
        Cambiato idea prima dell’ispezione? Leggi la{' '}
        <Link to={paths.policies.href('refund-policy')}>politica di rimborso</Link>.
      </>
    ),
  },
];

export function HowToSellPage() {
  return (
    <>
      <PageTitle description="Come vendere l’auto usata con Verificauto: prenoti l’ispezione in un’officina partner, ricevi il report online e lo condividi nell’annuncio con un link.">
        Come vendere
      </PageTitle>
      <MarketingHero
        eyebrow="Guida per chi vende"
        title="Come vendere la tua auto con Verificauto"
        lead="Dalla prenotazione al report da condividere in cinque passaggi: chi è interessato alla tua auto saprà subito cosa sta comprando."
        note={<InspectionPrice />}
        actions={
          <Link to={paths.booking.href()} className="btn btn-accent btn-lg">
            Prenota un’ispezione
          </Link>
        }
      />
      <GuideStepsSection title="I 5 passaggi" steps={STEPS} goodToKnow={GOOD_TO_KNOW} />
      <ClosingCta
        title="Pronto a prenotare?"
        text="Scegli l’officina partner e l’orario che preferisci: bastano pochi minuti."
        actions={
          <Link to={paths.booking.href()} className="btn btn-accent btn-lg">
            Vai alla prenotazione
          </Link>
        }
      />
    </>
  );
}
