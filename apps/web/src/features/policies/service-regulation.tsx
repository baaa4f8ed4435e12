import { formatLongDate } from '@verificauto/shared/domain/format';
import { REGULATION_PDF_PATH } from '@verificauto/shared/legal/regulation';
import { SITE } from '../../config/site';
import { LegalInlines } from './legal-inlines';
import { PolicySection } from './policy-section';
import { REGULATION } from './regulation';

export function ServiceRegulation() {
  return (
    <PolicySection id="service-regulation" title={REGULATION.title}>
      <p className="policy-intro">{REGULATION.intro}</p>
      <p className="small text-body-secondary">
        Versione del {formatLongDate(REGULATION.versionDate)} · codice di versione{' '}
        <span className="font-monospace">{SITE.regulationVersion}</span> ·{' '}
        <a href={REGULATION_PDF_PATH} download>
          Scarica il Regolamento (PDF)
        </a>
      </p>
      <ol className="list-unstyled mb-0">
        {REGULATION.articles.map((article, index) => (
          <li key={article.id}>
            <h3 id={article.id} className="h5">
              Art. {index + 1} – {article.title}
            </h3>
            {article.blocks.map((block, blockIndex) =>
              'paragraph' in block ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of an article never move
                <p key={blockIndex}>
                  <LegalInlines inlines={block.paragraph} />
                </p>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of an article never move
                <ul key={blockIndex}>
                  {block.list.map((item, itemIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the items of a list never move
                    <li key={itemIndex}>
                      <LegalInlines inlines={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </li>
        ))}
      </ol>
    </PolicySection>
  );
}
