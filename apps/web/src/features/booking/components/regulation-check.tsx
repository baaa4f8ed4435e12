import { checkoutStatements } from '@verificauto/shared/legal/checkout-statements';
import { REGULATION_PDF_PATH, REGULATION_VERSION_DATE } from '@verificauto/shared/legal/regulation';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { errorId, fieldId } from '../booking-values';

interface RegulationCheckProps {
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}

/** The booking's required acceptance of the Regolamento, with the links to read or download it. */
export function RegulationCheck({ checked, error, onChange }: RegulationCheckProps) {
  const id = fieldId('accept_regulation');
  const hintId = `${id}-hint`;
  return (
    <>
      <Form.Check id={id} className="mb-0">
        <Form.Check.Input
          type="checkbox"
          name="accept_regulation"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId('accept_regulation'), hintId)}
        />
        <Form.Check.Label>{checkoutStatements(REGULATION_VERSION_DATE).regulation}</Form.Check.Label>
      </Form.Check>
      <FieldError id={errorId('accept_regulation')} message={error} />
      <Form.Text id={hintId} className="d-block mb-3">
        Obbligatorio.{' '}
        <Link to={paths.policies.href('service-regulation')} target="_blank" rel="noopener">
          Leggi il Regolamento<span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </Link>{' '}
        oppure{' '}
        <a href={REGULATION_PDF_PATH} download>
          scaricalo in PDF
        </a>
        .
      </Form.Text>
    </>
  );
}
