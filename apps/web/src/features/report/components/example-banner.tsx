import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import './example-banner.scss';

/** Example mode: says the data is a sample and leads to booking an inspection. */
export function ExampleBanner() {
  return (
    <aside className="example-banner" aria-label="Report di esempio">
      <div>
        <p className="example-banner-title mb-1">Report di esempio</p>
        <p className="mb-0">
          Dati dimostrativi per mostrarti com’è fatto un report. Vuoi un report come questo per la tua auto?
        </p>
      </div>
      <Link to={paths.booking.href()} className="btn btn-primary flex-shrink-0">
        Prenota un’ispezione
      </Link>
    </aside>
  );
}
