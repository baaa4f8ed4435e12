import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { REGULATION } from './regulation';

const SECTIONS = [
  { id: 'service-regulation', label: 'Regolamento del servizio' },
  { id: 'privacy-policy', label: 'Informativa sulla privacy' },
  { id: 'refund-policy', label: 'Politica di rimborso' },
];

/** Index of the page; on wide screens it stays in view and also lists the articles. */
export function PoliciesToc() {
  return (
    <nav className="policies-toc" aria-labelledby="policies-toc-title">
      <h2 id="policies-toc-title" className="policies-toc-title">
        In questa pagina
      </h2>
      <ul className="list-unstyled mb-0">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <Link to={paths.policies.href(section.id)} className="policies-toc-link">
              {section.label}
            </Link>
            {section.id === 'service-regulation' && (
              <ol className="policies-toc-articles d-none d-lg-block">
                {REGULATION.articles.map((article) => (
                  <li key={article.id}>
                    <Link to={paths.policies.href(article.id)}>{article.title}</Link>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
