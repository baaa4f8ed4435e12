import type { Role } from '@verificauto/shared/contracts/auth';

/**
 * Who the last online session check found signed in, kept only for a technician: offline, the workshop
 * area shows that technician's data kept on the device instead of losing them, and nothing else reads it.
 * It grants nothing: every call still goes to the server, which checks the session
 * (docs/decisions/068-workshop-data-offline.md).
 */
export interface KeptIdentity {
  email: string;
  role: 'technician';
}

const KEY = 'verificauto.identity';

export function keepIdentity(email: string, role: Role) {
  try {
    if (role !== 'technician') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ email: email.toLowerCase(), role }));
  } catch {
    // Storage refused: offline the workshop area simply has no data kept.
  }
}

export function readKeptIdentity(): KeptIdentity | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!kept || typeof kept !== 'object' || !('email' in kept) || !('role' in kept)) return null;
    const { email, role } = kept;
    return typeof email === 'string' && role === 'technician' ? { email, role } : null;
  } catch {
    return null;
  }
}

export function forgetIdentity() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
