import { NavLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import './admin-nav.scss';

const LINKS = [
  [paths.backoffice.href(), 'Approvazioni'],
  [paths.backofficeWorkshops.href(), 'Officine'],
  [paths.backofficeClosedDayBookings.href(), 'Prenotazioni da spostare'],
  [paths.backofficeDiscountCodes.href(), 'Codici sconto'],
  [paths.backofficeInvoices.href(), 'Fatture'],
  [paths.backofficeFailedMails.href(), 'Email non inviate'],
  [paths.backofficeUsers.href(), 'Utenti'],
  [paths.backofficeAudit.href(), 'Registro'],
] as const;

/** The back office's sections, on the pages of workshops and discount codes. */
export function AdminNav() {
  return (
    <nav aria-label="Sezioni del back office" className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1 admin-nav">
        {LINKS.map(([href, label]) => (
          <li key={href} className="nav-item">
            <NavLink to={href} end className="nav-link">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
