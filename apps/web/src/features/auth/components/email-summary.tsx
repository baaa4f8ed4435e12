import type { ReactNode } from 'react';

/**
 * The e-mail already chosen, shown as text with an action to change it (`children`). The hidden field
 * lets password managers pair the password of the same form with this account.
 */
export function EmailSummary({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="d-flex align-items-center justify-content-between gap-2 mb-3 ps-3 pe-1 py-1 border rounded">
      <span className="text-break fw-semibold">
        <span className="visually-hidden">Email: </span>
        {/* A narrow screen wraps a long address after the @ rather than inside a word. */}
        {email.split('@').map((part, i) => (i === 0 ? part : [<wbr key="wbr" />, `@${part}`]))}
      </span>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      {children}
    </div>
  );
}
