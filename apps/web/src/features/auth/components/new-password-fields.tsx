import { isValidNewPassword, PASSWORD_HINT, PASSWORDS_DIFFER } from '@verificauto/shared/validation/password';
import { useState } from 'react';
import type { NewPasswordState } from '../hooks/use-new-password';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  state: NewPasswordState;
  passwordLabel: string;
}

/**
 * New password and 'Conferma password', with the rules as hint (docs/product.md#validation); used by reset
 * and registration.
 */
export function NewPasswordFields({ state, passwordLabel }: NewPasswordFieldsProps) {
  const { password, confirm, setPassword, setConfirm } = state;
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const passwordInvalid = passwordTouched && password !== '' && !isValidNewPassword(password);
  // While the confirmation is still a prefix of the password the user is typing it: no error yet.
  const differs = confirm !== '' && confirm !== password && (confirmTouched || !password.startsWith(confirm));

  return (
    <>
      <PasswordInput
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        onBlur={() => setPasswordTouched(true)}
        hint={PASSWORD_HINT}
        invalid={passwordInvalid}
      />
      <PasswordInput
        label="Conferma password"
        name="passwordConfirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        onBlur={() => setConfirmTouched(true)}
        error={differs ? PASSWORDS_DIFFER : undefined}
      />
    </>
  );
}
