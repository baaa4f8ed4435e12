import type { DraftChange, ReportDraft, VehicleField } from '@verificauto/shared/contracts/workshop';
import { REQUIRED_VEHICLE_FIELDS } from '@verificauto/shared/domain/report-completeness';
import { VEHICLE_FIELD_GROUPS } from '../vehicle-fields';
import { VehicleFieldInput } from './vehicle-field-input';

interface VehicleDetailsFormProps {
  details: ReportDraft['details'];
  fieldErrors: Readonly<Record<string, string>>;
  onChange(change: DraftChange): void;
}

const isRequired = (field: VehicleField) => REQUIRED_VEHICLE_FIELDS[field] !== undefined;

/** The vehicle data (docs/product.md#report-data), grouped as they are read off the car and its papers. */
export function VehicleDetailsForm({ details, fieldErrors, onChange }: VehicleDetailsFormProps) {
  return (
    <>
      {VEHICLE_FIELD_GROUPS.map((group) => (
        <fieldset key={group.title} className="editor-group">
          <legend className="h5">{group.title}</legend>
          <div className="row g-md-3">
            {group.fields.map((def) => (
              <VehicleFieldInput
                key={def.field}
                def={def}
                value={details[def.field]}
                required={isRequired(def.field)}
                serverError={fieldErrors[`details.${def.field}`]}
                onChange={onChange}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
