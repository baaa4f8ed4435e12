import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { Link } from './link';

/**
 * The entry point of the withdrawal function (docs/product.md#legal-withdrawal): a clear secondary button to
 * the contract's signed link, which needs no sign-in. The server gives the token only while the withdrawal
 * period lasts; without it nothing shows.
 */
export function WithdrawalLink({
  token,
  small = false,
  subject,
}: {
  token: string | null;
  small?: boolean;
  /** Which contract, for screen readers, where a page lists several (the profile's cards). */
  subject?: string;
}) {
  if (!token) return null;
  return (
    <Link
      to={paths.withdrawal.href(token)}
      className={small ? 'btn btn-outline-primary btn-sm' : 'btn btn-outline-primary'}
    >
      {WITHDRAWAL_LINK_LABEL}
      {subject && <span className="visually-hidden"> ({subject})</span>}
    </Link>
  );
}

/** A confirmation page's block of the right of withdrawal: what it is for this contract, then the button. */
export function WithdrawalSection({ token, children }: { token: string | null; children: ReactNode }) {
  if (!token) return null;
  return (
    <section className="mt-5" aria-labelledby="withdrawal-heading">
      <h2 id="withdrawal-heading" className="fs-5">
        Diritto di recesso
      </h2>
      <p>{children}</p>
      <WithdrawalLink token={token} />
    </section>
  );
}
