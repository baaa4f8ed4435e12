import { WITHDRAWAL_DAYS } from '@verificauto/shared/domain/business';
import { checkoutStatements } from '@verificauto/shared/legal/checkout-statements';
import { REGULATION_PDF_PATH } from '@verificauto/shared/legal/regulation';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../../components/ui/field-error';
import { paths } from '../../../../config/paths';
import { type CheckoutErrors, errorId, fieldId } from '../../checkout-values';
import { CheckoutStep } from '../../components/checkout-step';
import { NewTabLink } from './new-tab-link';

type Statement = 'accept_regulation' | 'immediate_access' | 'declare_age' | 'marketing_consent';

interface CheckoutStatementsProps {
  values: Record<Statement, boolean>;
  errors: CheckoutErrors;
  regulationDate: string;
  onChange(field: Statement, checked: boolean): void;
}

/**
 * The buyer's statements (docs/product.md#legal-checkout): separate,
 * unticked checkboxes; privacy is information, not a checkbox.
 */
export function CheckoutStatements({ values, errors, regulationDate, onChange }: CheckoutStatementsProps) {
  // The words the server records with the purchase as accepted.
  const texts = checkoutStatements(regulationDate);
  const check = (field: Statement, label: ReactNode, hint?: ReactNode) => {
    const id = fieldId(field);
    const hintId = hint ? `${id}-hint` : undefined;
    return (
      <div className="checkout-statement">
        <Form.Check id={id} className="mb-0">
          <Form.Check.Input
            type="checkbox"
            name={field}
            checked={values[field]}
            onChange={(event) => onChange(field, event.target.checked)}
            isInvalid={Boolean(errors[field])}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(errors[field] && errorId(field), hintId)}
          />
          <Form.Check.Label>{label}</Form.Check.Label>
        </Form.Check>
        <FieldError id={errorId(field)} message={errors[field]} />
        {hint && (
          <Form.Text id={hintId} className="d-block">
            {hint}
          </Form.Text>
        )}
      </div>
    );
  };

  return (
    <CheckoutStep number={2} title="Condizioni e consensi">
      {check(
        'accept_regulation',
        texts.regulation,
        <>
          Obbligatorio.{' '}
          <NewTabLink to={paths.policies.href('service-regulation')}>Leggi il Regolamento</NewTabLink> oppure{' '}
          <a href={REGULATION_PDF_PATH} download>
            scaricalo in PDF
          </a>
          .
        </>,
      )}
      {check(
        'immediate_access',
        texts.immediate_access,
        `Facoltativo. Se non lo selezioni, conservi il diritto di recesso per tutti i ${WITHDRAWAL_DAYS} giorni.`,
      )}
      {check('declare_age', texts.age, 'Obbligatorio.')}
      {check(
        'marketing_consent',
        texts.marketing,
        'Facoltativo. Puoi revocare il consenso in qualsiasi momento.',
      )}
      <p className="small mb-2">
        Trattiamo i tuoi dati per gestire l’ordine, emettere la fattura e darti accesso al report, come
        spiegato nell’
        <NewTabLink to={paths.policies.href('privacy-policy')}>informativa sulla privacy</NewTabLink>. Per i
        rimborsi leggi la{' '}
        <NewTabLink to={paths.policies.href('refund-policy')}>politica di rimborso</NewTabLink>.
      </p>
      <p className="small mb-0" id="checkout-withdrawal-notice">
        <strong>Diritto di recesso:</strong> puoi recedere entro {WITHDRAWAL_DAYS} giorni dall’acquisto, senza
        indicarne il motivo, e ricevere il rimborso. Se chiedi di accedere subito al report, perdi questo
        diritto quando lo apri.
      </p>
    </CheckoutStep>
  );
}
