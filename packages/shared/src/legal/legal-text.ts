/**
 * A legal text as data, so that the web page, the PDF and the version hash are made from the same
 * words. Links: `mailto:`, `tel:`, `https:`, or `#anchor` for a part of the legal page.
 */
export type Inline = string | { strong: string } | { text: string; href: string };

export type Block = { paragraph: Inline[] } | { list: Inline[][] };

export interface LegalArticle {
  /** Anchor on the legal page, stable across versions: art-1 … art-14. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (yyyy-mm-dd) from which this version applies. */
  versionDate: string;
  intro: string;
  articles: LegalArticle[];
}

export const inlineText = (inline: Inline): string =>
  typeof inline === 'string' ? inline : 'strong' in inline ? inline.strong : inline.text;

/** The words of a document in reading order: what the version identifier is computed from. */
export function documentText(document: LegalDocument): string {
  const blockText = (block: Block) =>
    'paragraph' in block
      ? block.paragraph.map(inlineText).join('')
      : block.list.map((item) => `- ${item.map(inlineText).join('')}`).join('\n');
  return [
    document.title,
    document.versionDate,
    document.intro,
    ...document.articles.flatMap((article, index) => [
      `Art. ${index + 1} – ${article.title}`,
      ...article.blocks.map(blockText),
    ]),
  ].join('\n\n');
}
