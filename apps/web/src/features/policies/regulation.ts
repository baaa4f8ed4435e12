import { buildRegulation, WITHDRAWAL_ARTICLE_TITLE } from '@verificauto/shared/legal/regulation';
import { COMPANY, CONTACT_EMAIL } from '../../config/site';

/** The Regolamento with this installation's company data: the same words the server hashes and prints. */
export const REGULATION = buildRegulation({ company: COMPANY, contactEmail: CONTACT_EMAIL });

export const WITHDRAWAL_ARTICLE_ID =
  REGULATION.articles.find((article) => article.title === WITHDRAWAL_ARTICLE_TITLE)?.id ??
  'service-regulation';
