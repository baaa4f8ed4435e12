import { addCalendarDays } from '@verificauto/shared/domain/calendar-days';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { weekInWords } from '../booking-days';

/** The week shown and the links to the ones around it; this week's link has no date (it follows today). */
export function WeekNav({ from, to, today }: { from: string; to: string; today: string }) {
  const weekFrom = (date: string) =>
    date === today ? paths.workshop.href() : paths.workshop.href({ dal: date });
  const isThisWeek = from === today;
  return (
    <nav className="booking-week-nav" aria-label="Settimane">
      <p className="booking-week-range" aria-live="polite">
        {isThisWeek ? 'Questa settimana' : 'Settimana'}: {weekInWords(from, to)}
      </p>
      <ul className="list-unstyled booking-week-links">
        <li>
          <Link to={weekFrom(addCalendarDays(from, -7))} className="btn btn-outline-primary">
            ← Settimana precedente
          </Link>
        </li>
        {!isThisWeek && (
          <li>
            <Link to={paths.workshop.href()} className="btn btn-outline-secondary">
              Torna a oggi
            </Link>
          </li>
        )}
        <li>
          <Link to={weekFrom(addCalendarDays(from, 7))} className="btn btn-outline-primary">
            Settimana successiva →
          </Link>
        </li>
      </ul>
    </nav>
  );
}
