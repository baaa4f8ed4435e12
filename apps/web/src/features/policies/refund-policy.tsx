import {
  REFUND_REPLY_WORKING_DAYS,
  REFUND_WINDOW_DAYS,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_REFUND_DAYS,
} from '@verificauto/shared/domain/business';
import { REFUND_FORM_PATH, WITHDRAWAL_FORM_PATH } from '@verificauto/shared/legal/regulation';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL } from '../../config/site';
import { contactMailto } from '../../lib/mailto';
import { PolicySection } from './policy-section';
import { WITHDRAWAL_ARTICLE_ID } from './regulation';

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
        <Link to={paths.policies.href(WITHDRAWAL_ARTICLE_ID)}>diritto di recesso</Link> e alla garanzia legale
        previsti dal Regolamento del servizio: se non hai ricevuto il report, puoi chiederne la fornitura o il
        rimborso anche dopo {REFUND_WINDOW_DAYS} giorni.
      </p>

      <h3 className="h5">Come chiedere il rimborso</h3>
      <ol>
        <li>Scarica il modulo di rimborso e compilalo.</li>
        <li>
          Invialo a <a href={mailto}>{CONTACT_EMAIL}</a> insieme alla riga dell’estratto conto bancario in cui
          compare la transazione (data, importo e descrizione): non serve l’estratto conto intero.
        </li>
        <li>
          Ti rispondiamo entro {REFUND_REPLY_WORKING_DAYS} giorni lavorativi dal ricevimento della richiesta.
          Se la richiesta è accolta, il rimborso torna sulla carta usata per il pagamento entro{' '}
          {WITHDRAWAL_REFUND_DAYS} giorni, senza costi.
        </li>
      </ol>

      <h3 className="h5">Recedere dal contratto</h3>
      <p>
        Per recedere entro {WITHDRAWAL_DAYS} giorni non serve un motivo né questo modulo. Il modo più semplice
        è il pulsante «{WITHDRAWAL_LINK_LABEL}» nella pagina di conferma, nelle email di conferma e nella tua
        area riservata: non serve accedere, indichi nome ed email, confermi con «Conferma il recesso» e ricevi
        subito la conferma per email con la data e l’ora. In alternativa basta una dichiarazione esplicita
        inviata a <a href={contactMailto()}>{CONTACT_EMAIL}</a>, anche con il modulo di recesso tipo. Ti
        rimborsiamo entro {WITHDRAWAL_REFUND_DAYS} giorni dal ricevimento, con lo stesso mezzo di pagamento, e
        ti inviamo la nota di credito.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <a href={REFUND_FORM_PATH} download className="btn btn-primary">
          Scarica il modulo di rimborso (PDF)
        </a>
        <a href={WITHDRAWAL_FORM_PATH} download className="btn btn-outline-primary">
          Scarica il modulo di recesso tipo (PDF)
        </a>
      </div>
    </PolicySection>
  );
}
