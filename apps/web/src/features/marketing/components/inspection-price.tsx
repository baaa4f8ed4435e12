import { PRICE_AT_BOOKING } from '@verificauto/shared/domain/inspection-price';
import { SITE } from '../../../config/site';
import { Icon } from './icons';

/**
 * What an inspection costs, before a workshop is chosen: the server writes it from the active workshops'
 * fees into the page it sends, so it is in the first paint and true at once after a change
 * (docs/decisions/063-price-up-front.md).
 */
export function InspectionPrice() {
  return (
    <p className="hero-price mt-3 mb-0">
      <Icon name="tag" size={20} />
      {SITE.inspectionPrice ?? PRICE_AT_BOOKING}
    </p>
  );
}
