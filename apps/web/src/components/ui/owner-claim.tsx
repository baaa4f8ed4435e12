import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { Link } from './link';
import { PageTitle } from './page-title';
import { PendingLabel, PendingStatus } from './pending-label';
import '../../styles/parts/spinners.scss';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

interface OwnerClaimProps<T> {
  title: string;
  /** The page's frame class, as its feature's confirmation pages have it. */
  className: string;
  confirmLabel: string;
  claim: Pick<UseMutationResult<T, Error, void>, 'data' | 'error' | 'isPending' | 'mutate'>;
  /** What was done with the owner's address, and what confirming does. */
  children: ReactNode;
  done: (claimed: T) => ReactNode;
}

/**
 * The page of an e-mailed link that asks an account's owner to confirm an order a browser not signed in
 * as them made with their address (decisions 045 and 049). It posts only when the owner presses the
 * button, never on opening: mail scanners open links too.
 */
export function OwnerClaim<T>({ title, className, confirmLabel, claim, children, done }: OwnerClaimProps<T>) {
  const alertRef = useRef<HTMLDivElement>(null);
  // A double click comes before the re-render that disables the button: its second request would find the
  // token used and turn the answer into "link non valido" although the order was just added.
  const sending = useRef(false);

  useEffect(() => {
    if (claim.error) alertRef.current?.focus();
  }, [claim.error]);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    claim.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  if (claim.data) return done(claim.data);
  return (
    <div className={`container py-5 ${className}`}>
      <PageTitle>{title}</PageTitle>
      <h1 className="mb-3">{title}</h1>
      {children}
      {claim.error && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {claim.error instanceof ApiError ? claim.error.message : UNEXPECTED}
        </Alert>
      )}
      <Button size="lg" disabled={claim.isPending} onClick={confirm}>
        <PendingLabel pending={claim.isPending}>{confirmLabel}</PendingLabel>
      </Button>
      <PendingStatus pending={claim.isPending} />
    </div>
  );
}

/** The answer once the owner confirmed: its heading takes the focus, and a way to the Area riservata. */
export function OwnerClaimDone({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={`container py-5 ${className}`}>
      <PageTitle>{title}</PageTitle>
      <h1 ref={headingRef} tabIndex={-1} className="mb-3">
        {title}
      </h1>
      {children}
      <Link to={paths.profile.href()} className="btn btn-primary btn-lg">
        Vai all’Area riservata
      </Link>
    </div>
  );
}
