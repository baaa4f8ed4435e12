import { BOOKING_CHANGE_HOURS } from '@verificauto/shared/domain/business';
import { countOf } from '@verificauto/shared/domain/plural';
import { telHref } from '@verificauto/shared/legal/company';

/**
 * Past the change deadline (docs/product.md#booking) a booking is moved or cancelled only by calling its
 * workshop: the manage page and the profile's card say so in the same words.
 */
export function ChangeByPhone({ phone }: { phone: string }) {
  return (
    <>
      Mancano meno di {countOf(BOOKING_CHANGE_HOURS, 'ora', 'ore')} all’ispezione: per spostarla o annullarla
      chiama l’officina al <a href={telHref(phone)}>{phone}</a>.
    </>
  );
}
