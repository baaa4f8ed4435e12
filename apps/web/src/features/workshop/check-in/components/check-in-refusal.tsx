import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useOnline } from '../../offline/use-online';
import { useCheckInCar } from '../api/check-in';

/**
 * The server refused the arrival the device recorded without network (its clock far off, decision 084):
 * why, that nothing is lost, and the check-in at the server's time instead.
 */
export function CheckInRefusal({ uuid, refusal }: { uuid: string; refusal: string }) {
  const checkIn = useCheckInCar(uuid);
  const online = useOnline();
  return (
    <div className="alert alert-warning check-in-refusal">
      <p className="mb-2">
        <strong>L’arrivo dell’auto non è stato registrato.</strong> {refusal}
      </p>
      <p className="mb-2">
        Le modifiche e le foto restano su questo dispositivo e partono appena l’arrivo è registrato.
      </p>
      <Button variant="primary" disabled={!online || checkIn.isPending} onClick={() => checkIn.mutate()}>
        {checkIn.isPending && (
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        Registra l’arrivo adesso
      </Button>
      {checkIn.error && (
        <p className="mb-0 mt-2" role="alert">
          {checkIn.error.message}
        </p>
      )}
    </div>
  );
}
