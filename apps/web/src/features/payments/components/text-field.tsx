import { TextField as FormTextField, type TextFieldProps } from '../../../components/ui/text-field';
import { type CheckoutField, fieldId } from '../checkout-values';

/** A field of this form: its id and name follow the form's field names. */
export function TextField({
  field,
  ...props
}: Omit<TextFieldProps, 'id' | 'name'> & { field: CheckoutField }) {
  return <FormTextField id={fieldId(field)} name={field} {...props} />;
}
