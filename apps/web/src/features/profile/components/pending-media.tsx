import { VehicleImage } from '../../../components/ui/vehicle-image';

/** Spec §2: without a finished report the card shows a placeholder captioned 'Ispezione per' and the plate. */
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
