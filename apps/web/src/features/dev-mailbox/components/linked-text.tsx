import type { ReactNode } from 'react';

// Punctuation that ends a sentence is not part of the address before it.
const URL_PATTERN = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** Plain text with its web addresses as ordinary links that open in this tab, as a mail client would. */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={match[0]} target="_self">
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
