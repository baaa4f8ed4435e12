import { COMPANY } from '@verificauto/shared/domain/business';
import { PolicySection } from './policy-section';
import { ARTICLES, articleId } from './service-regulation-articles';

export function ServiceRegulation() {
  return (
    <PolicySection id="service-regulation" title="Regolamento del servizio">
      <p className="policy-intro">
        Le condizioni che regolano l’acquisto e la consultazione dei report {COMPANY.brand}, in{' '}
        {ARTICLES.length} articoli.
      </p>
      <ol className="list-unstyled mb-0">
        {ARTICLES.map((article, index) => (
          <li key={article.title}>
            <h3 id={articleId(index)} className="h5">
              Art. {index + 1} – {article.title}
            </h3>
            {article.body}
          </li>
        ))}
      </ol>
    </PolicySection>
  );
}
