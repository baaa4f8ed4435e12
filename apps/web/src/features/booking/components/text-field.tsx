import { TextField as FormTextField, type TextFieldProps } from '../../../components/ui/text-field';
import { type BookingField, fieldId } from '../booking-values';

/** A field of this form: its id and name follow the form's field names. */
export function TextField({
  field,
  ...props
}: Omit<TextFieldProps, 'id' | 'name'> & { field: Exclude<BookingField, 'accept_regulation'> }) {
  return <FormTextField id={fieldId(field)} name={field} {...props} />;
}

/** The car's plate, asked alike by the built-in form and before Calendly's widget. */
export function PlateField(props: Pick<TextFieldProps, 'value' | 'error' | 'onChange' | 'onBlur'>) {
  return (
    <TextField
      field="plate"
      label="Targa"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      placeholder="AB 123 CD"
      {...props}
    />
  );
}
