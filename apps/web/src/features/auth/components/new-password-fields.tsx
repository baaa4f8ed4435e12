import { isValidNewPassword, PASSWORD_HINT, PASSWORDS_DIFFER } from '@verificauto/shared/validation/password';
import { useState } from 'react';
import { type NewPasswordField, type NewPasswordState, newPasswordInputId } from '../hooks/use-new-password';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  state: NewPasswordState;
  passwordLabel: string;
  /** The server's messages, shown while the form has none of its own. */
  errors?: Partial<Record<NewPasswordField, string>>;
}

/**
 * New password and 'Conferma password', with the rules as hint (docs/product.md#validation); used by reset
 * and registration.
 */
export function NewPasswordFields({ state, passwordLabel, errors = {} }: NewPasswordFieldsProps) {
  const { password, confirm, setPassword, setConfirm } = state;
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const passwordInvalid = passwordTouched && password !== '' && !isValidNewPassword(password);
  // While the confirmation is still a prefix of the password the user is typing it: no error yet.
  const differs = confirm !== '' && confirm !== password && (confirmTouched || !password.startsWith(confirm));

  return (
    <>
      <PasswordInput
        id={newPasswordInputId('password')}
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        onBlur={() => setPasswordTouched(true)}
        hint={PASSWORD_HINT}
        invalid={passwordInvalid}
        error={errors.password}
      />
      <PasswordInput
        id={newPasswordInputId('passwordConfirm')}
        label="Conferma password"
        name="passwordConfirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        onBlur={() => setConfirmTouched(true)}
        error={differs ? PASSWORDS_DIFFER : errors.passwordConfirm}
      />
    </>
  );
}
