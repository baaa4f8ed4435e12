import { REFUND_REPLY_WORKING_DAYS } from '@verificauto/shared/domain/business';
import { telHref } from '@verificauto/shared/legal/company';
import { Link } from '../../components/ui/link';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { COMPANY, CONTACT_EMAIL } from '../../config/site';
import { contactMailto } from '../../lib/mailto';
import { IconFeature } from './components/icon-feature';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';

// Service level of the support inbox; not fixed by the product rules (docs/decisions/009-social-icons-contact-page-and-company-data.md).
const CONTACT_REPLY_WORKING_DAYS = 2;

const POLICY_LINKS = [
  { to: paths.policies.href('service-regulation'), label: 'Regolamento del servizio' },
  { to: paths.policies.href('privacy-policy'), label: 'Informativa sulla privacy' },
  { to: paths.policies.href('refund-policy'), label: 'Politica di rimborso' },
] as const;

export function ContactPage() {
  return (
    <>
      <PageTitle description="Contatti di Verificauto: scrivici per domande su ispezioni, report e rimborsi; i dati della società sono in questa pagina.">
        Contatti
      </PageTitle>
      <MarketingHero
        title="Contatti"
        lead="Hai una domanda sul servizio, su una prenotazione o su un report? Scrivici: ti risponde una persona del nostro team."
      />

      <section className="marketing-section" aria-label="Come contattarci">
        <div className="container">
          <div className="row row-cols-1 row-cols-lg-3 g-4">
            <div className="col">
              <IconFeature icon="mail" title="Scrivici" heading="h2" boxed>
                <p className="mb-2">
                  <a href={contactMailto()} className="fs-5 fw-semibold text-break">
                    {CONTACT_EMAIL}
                  </a>
                </p>
                <p className="text-body-secondary mb-0">
                  Rispondiamo dal lunedì al venerdì, in genere entro {CONTACT_REPLY_WORKING_DAYS} giorni
                  lavorativi.
                </p>
              </IconFeature>
            </div>
            <div className="col">
              <IconFeature icon="calendar" title="Hai già prenotato?" heading="h2" boxed>
                <p className="text-body-secondary mb-0">
                  Per modificare un appuntamento in officina usa l’email di conferma della prenotazione: lì
                  trovi tutte le indicazioni. Tienila a portata di mano fino al giorno dell’ispezione.
                </p>
              </IconFeature>
            </div>
            <div className="col">
              <IconFeature icon="euro" title="Rimborsi" heading="h2" boxed>
                <p className="text-body-secondary mb-2">
                  Per chiedere un rimborso segui la procedura descritta nella politica di rimborso: ti
                  rispondiamo entro {REFUND_REPLY_WORKING_DAYS} giorni lavorativi.
                </p>
                <Link to={paths.policies.href('refund-policy')} className="fw-semibold">
                  Leggi la politica di rimborso
                </Link>
              </IconFeature>
            </div>
          </div>
        </div>
      </section>

      <MarketingSection title="Dati societari" tinted>
        <div className="row g-4">
          <div className="col-lg-7">
            <div className="card card-soft h-100 p-4">
              <dl className="company-data mb-0">
                <dt>Ragione sociale</dt>
                <dd>{COMPANY.legalName}</dd>
                <dt>Sede legale</dt>
                <dd>{COMPANY.address}</dd>
                <dt>Partita IVA</dt>
                <dd>{COMPANY.vatNumber}</dd>
                <dt>REA</dt>
                <dd>{COMPANY.rea}</dd>
                <dt>Capitale sociale</dt>
                <dd>{COMPANY.shareCapital}</dd>
                <dt>PEC</dt>
                <dd>
                  <a href={`mailto:${COMPANY.pec}`} className="text-break">
                    {COMPANY.pec}
                  </a>
                </dd>
                <dt>Telefono</dt>
                <dd>
                  <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
                </dd>
              </dl>
            </div>
          </div>
          <div className="col-lg-5">
            <div className="card card-soft h-100 p-4">
              <h3 className="h5 mb-3">Documenti legali</h3>
              <ul className="list-unstyled d-grid gap-2 mb-0">
                {POLICY_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="fw-semibold">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </MarketingSection>
    </>
  );
}
