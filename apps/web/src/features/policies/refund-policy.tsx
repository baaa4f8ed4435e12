import { REFUND_REPLY_WORKING_DAYS, REFUND_WINDOW_DAYS } from '@verificauto/shared/domain/business';
import { Link } from '../../components/ui/link';
import { CONTACT_EMAIL } from '../../config/contact';
import { paths } from '../../config/paths';
import { contactMailto } from '../../lib/mailto';
import { PolicySection } from './policy-section';
import { WITHDRAWAL_ARTICLE_ID } from './service-regulation-articles';

const REFUND_FORM_URL = '/api/policies/refund-form.pdf';
const mailto = contactMailto('Richiesta di rimborso');

export function RefundPolicy() {
  return (
    <PolicySection id="refund-policy" title="Politica di rimborso">
      <p className="policy-intro">
        Puoi chiedere il rimborso del report entro {REFUND_WINDOW_DAYS} giorni di calendario dalla data
        dell’acquisto, in uno di questi due casi:
      </p>
      <ul>
        <li>non hai ricevuto il report dopo il pagamento;</li>
        <li>hai cambiato idea prima della data dell’ispezione in officina.</li>
      </ul>
      <p>
        Il rimborso si aggiunge al{' '}
        <Link to={paths.policies.href(WITHDRAWAL_ARTICLE_ID)}>diritto di recesso</Link> previsto dal
        Regolamento del servizio.
      </p>

      <h3 className="h5">Come chiedere il rimborso</h3>
      <ol>
        <li>Scarica il modulo di rimborso e compilalo in ogni sua parte, con l’IBAN per l’accredito.</li>
        <li>
          Invialo a <a href={mailto}>{CONTACT_EMAIL}</a> insieme all’estratto conto bancario in cui compare la
          transazione.
        </li>
        <li>
          Ti rispondiamo entro {REFUND_REPLY_WORKING_DAYS} giorni lavorativi dal ricevimento della richiesta.
        </li>
      </ol>
      <a href={REFUND_FORM_URL} download className="btn btn-primary">
        Scarica il modulo di rimborso (PDF)
      </a>
    </PolicySection>
  );
}
