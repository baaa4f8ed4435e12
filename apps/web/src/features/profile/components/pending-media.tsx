import { VehicleImage } from '../../../components/ui/vehicle-image';

/**
 * The product rules (docs/product.md#profile): without a finished report the card shows a placeholder
 * captioned 'Ispezione per' and the plate.
 */
export function PendingMedia({ plate }: { plate: string }) {
  return (
    <>
      <VehicleImage src={null} alt="" />
      <h2 className="report-card-caption">
        Ispezione per <span className="license-plate">{plate}</span>
      </h2>
    </>
  );
}
