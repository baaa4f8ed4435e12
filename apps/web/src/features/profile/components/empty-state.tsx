import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import type { Href } from '../../../config/paths';

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  action: { to: Href; label: string };
}

/** What an empty tab shows: why it is empty and the next step. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="profile-empty card">
      <div className="card-body p-4 p-md-5">
        <h2 className="h4">{title}</h2>
        <div className="text-body-secondary mb-4">{children}</div>
        <Link to={action.to} className="btn btn-primary">
          {action.label}
        </Link>
      </div>
    </div>
  );
}
