import { isValidNewPassword } from '@verificauto/shared/validation/password';
import { useState } from 'react';
import { sameNames } from '../../../components/ui/use-server-field-errors';

const NOT_VALID_YET = 'La password non rispetta ancora i requisiti indicati.';
const NOT_CONFIRMED_YET = 'Ripeti la stessa password in “Conferma password” per continuare.';

/**
 * A new password with its confirmation; `ready` once it follows the rules of docs/product.md#validation and
 * both match, `reason` says which of the two is still missing (for the disabled submit button).
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const valid = isValidNewPassword(password);
  const ready = valid && password === confirm;
  const reason = valid ? NOT_CONFIRMED_YET : NOT_VALID_YET;
  return { password, confirm, setPassword, setConfirm, ready, reason };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;

export type NewPasswordField = 'password' | 'passwordConfirm';
/** The request's fields of a new password (registration, reset), for the server's messages. */
export const NEW_PASSWORD_INPUTS = sameNames<NewPasswordField>(['password', 'passwordConfirm']);
export const newPasswordInputId = (field: NewPasswordField) =>
  field === 'password' ? 'new-password' : 'new-password-confirm';
