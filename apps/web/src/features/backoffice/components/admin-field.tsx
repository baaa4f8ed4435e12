import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** A field of the back-office forms: optional unless told otherwise, most of their fields being so. */
export function AdminField(props: TextFieldProps) {
  return <TextField required={false} {...props} />;
}
