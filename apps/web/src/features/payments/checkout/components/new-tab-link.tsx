import type { ReactNode } from 'react';
import { Link } from '../../../../components/ui/link';
import type { Href } from '../../../../config/paths';

/** A legal text read during checkout opens beside it, so that nothing typed in the form is lost. */
export function NewTabLink({ to, children }: { to: Href; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (si apre in una nuova scheda)</span>
    </Link>
  );
}
