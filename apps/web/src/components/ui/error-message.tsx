// biome-ignore lint/style/noRestrictedImports: this file is in the first load and in lazy pages; importing ./link here makes Rolldown 1.2 split React Router out of the entry chunk (+1.2 KB gzip, docs/decisions/022-route-table.md). The target still comes from the route table.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle } from './page-title';
import './error-message.scss';

interface ErrorMessageProps {
  title: string;
  text: string;
  /** Offer a reload (for load failures) besides the link home. */
  reload?: boolean;
}

// Plain markup: this component is part of the first load, where every kilobyte counts.
/** Full-page message used by the error page, the not-found page and route load failures. */
export function ErrorMessage({ title, text, reload = false }: ErrorMessageProps) {
  return (
    <div className="container container-narrow py-6 text-center">
      <PageTitle>{title}</PageTitle>
      <h1 className="display-6 mb-3">{title}</h1>
      <p className="lead mb-4">{text}</p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        {reload && (
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Ricarica la pagina
          </button>
        )}
        <Link to={paths.home.href()} className={`btn ${reload ? 'btn-outline-primary' : 'btn-primary'}`}>
          Torna alla home
        </Link>
      </div>
    </div>
  );
}
