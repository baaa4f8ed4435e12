import { formatDate } from '@verificauto/shared/domain/format';
import type { ReactNode } from 'react';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

interface ReportCardProps {
  uuid: string;
  dateLabel: 'Richiesta il' | 'Acquistato il';
  date: string;
  reportNumber: number | null;
  /** The vehicle or its plate: completes the accessible names of the card's repeated buttons. */
  subject: string;
  /** False while the inspection has no report: there is nothing to open yet, though the link can be shared. */
  openable?: boolean;
  /** When the copied link starts to work for others, while it does not yet. */
  linkNote?: string;
  media: ReactNode;
  children: ReactNode;
}

/**
 * The product rules (docs/product.md#profile): every profile card has its date, the report number, a
 * copy-link action and a link to the report (once there is a report to open).
 */
export function ReportCard({
  uuid,
  dateLabel,
  date,
  reportNumber,
  subject,
  openable = true,
  linkNote,
  media,
  children,
}: ReportCardProps) {
  return (
    <div className="card card-soft report-card h-100">
      {media}
      <div className="card-body">
        <p className="report-card-meta">
          <span>
            {dateLabel} {formatDate(date)}
          </span>
          {reportNumber !== null && <span>Report n. {reportNumber}</span>}
        </p>
        {children}
      </div>
      <div className="card-footer report-card-actions">
        {openable && (
          <Link to={paths.report.href(uuid)} className="btn btn-primary">
            Vedi il report<span className="visually-hidden"> ({subject})</span>
          </Link>
        )}
        <CopyLinkButton url={`${window.location.origin}${paths.report.href(uuid)}`} context={subject} />
        {linkNote && <p className="report-card-link-note">{linkNote}</p>}
      </div>
    </div>
  );
}
