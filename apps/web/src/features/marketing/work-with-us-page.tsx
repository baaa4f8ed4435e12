import {
  REMINDER_HOURS_BEFORE,
  REPORT_READY_HOURS,
  WORKSHOP_DAYS_PER_WEEK,
} from '@verificauto/shared/domain/business';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { PageTitle } from '../../components/ui/page-title';
import { CONTACT_EMAIL } from '../../config/site';
import { contactMailto } from '../../lib/mailto';
import { textItems } from './components/check-list';
import { CheckListCard } from './components/check-list-card';
import { ClosingCta } from './components/closing-cta';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';
import { type GuideStep, NumberedSteps } from './components/numbered-steps';

const APPLICATION_MAILTO = contactMailto('Candidatura officina partner');

const REQUIREMENTS = textItems([
  'Un’officina attrezzata per un’ispezione completa: ponte sollevatore, diagnosi elettronica e strumenti per verificare freni e pneumatici.',
  `Almeno un tecnico qualificato che esegua le ispezioni seguendo la checklist Verificauto di oltre ${CHECKS_CLAIM} controlli, prova su strada compresa.`,
  `Disponibilità ad accogliere le ispezioni ${WORKSHOP_DAYS_PER_WEEK} giorni a settimana, negli orari che concordiamo insieme.`,
  `Puntualità: l’ispezione dura circa un’ora e il report deve essere pronto entro ${REPORT_READY_HOURS} ore.`,
]);

const ADVANTAGES = textItems([
  'Nuovi clienti che arrivano in officina con le prenotazioni online.',
  'Un compenso per ogni ispezione eseguita.',
  `Calendario e promemoria ai clienti gestiti da noi, anche ${REMINDER_HOURS_BEFORE} ore prima dell’appuntamento: meno telefonate e meno appuntamenti mancati.`,
  'Formazione sulla checklist e un referente Verificauto per ogni dubbio.',
  'Visibilità: la tua officina compare nella ricerca delle officine partner.',
]);

const APPLICATION_STEPS: readonly GuideStep[] = [
  {
    title: 'Scrivici',
    body: (
      <p>
        Invia un’email a <a href={APPLICATION_MAILTO}>{CONTACT_EMAIL}</a> con ragione sociale, indirizzo e
        partita IVA dell’officina, l’attrezzatura disponibile e il recapito di un referente.
      </p>
    ),
  },
  {
    title: 'Ci conosciamo',
    body: (
      <p>
        Ti ricontattiamo per presentarti il servizio nel dettaglio e, se serve, per una visita in officina.
      </p>
    ),
  },
  {
    title: 'Formazione e attivazione',
    body: (
      <p>
        Dopo una breve formazione sulla checklist, la tua officina diventa prenotabile da chi vende la propria
        auto.
      </p>
    ),
  },
];

export function WorkWithUsPage() {
  return (
    <>
      <PageTitle
        description={`Lavora con Verificauto: diventa officina partner ed esegui le ispezioni dell’auto usata con la nostra checklist di oltre ${CHECKS_CLAIM} controlli.`}
      >
        Lavora con noi
      </PageTitle>
      <MarketingHero
        eyebrow="Per le officine"
        title="Lavora con noi"
        lead="Hai un’officina e vuoi far crescere la tua attività? Diventa officina partner Verificauto: ispezioni le auto di chi vende e accogli nuovi clienti."
        actions={
          <a href={APPLICATION_MAILTO} className="btn btn-accent btn-lg">
            Candidati via email
          </a>
        }
      />

      <MarketingSection
        title="Cosa significa essere officina partner"
        intro="Chi vende un’auto prenota online un’ispezione nella tua officina. Il tuo tecnico esegue i controlli della checklist Verificauto; noi trasformiamo i risultati in un report chiaro che il venditore condivide con chi compra."
        tinted
      >
        <div className="row g-4">
          <div className="col-md-6">
            <CheckListCard title="Cosa ti chiediamo" items={REQUIREMENTS} />
          </div>
          <div className="col-md-6">
            <CheckListCard title="Cosa ottieni" items={ADVANTAGES} />
          </div>
        </div>
      </MarketingSection>

      <MarketingSection title="Come candidarsi">
        <div className="col-lg-8">
          <NumberedSteps steps={APPLICATION_STEPS} />
        </div>
      </MarketingSection>

      <ClosingCta
        title="Vuoi diventare officina partner?"
        text={`Scrivici a ${CONTACT_EMAIL}: ti rispondiamo per fissare un primo colloquio.`}
        actions={
          <a href={APPLICATION_MAILTO} className="btn btn-accent btn-lg">
            Invia la candidatura
          </a>
        }
      />
    </>
  );
}
