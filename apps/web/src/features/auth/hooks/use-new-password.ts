import { isValidNewPassword } from '@verificauto/shared/validation/password';
import { useState } from 'react';

/** A new password with its confirmation; `ready` once it follows the rules of spec §5 and both match. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const ready = isValidNewPassword(password) && password === confirm;
  return { password, confirm, setPassword, setConfirm, ready };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;
