import type { ReactNode } from 'react';
import { Icon } from './icons';

export interface CheckListItem {
  /** Stable key: items may contain links, so the content itself cannot be the key. */
  key: string;
  content: ReactNode;
}

/** Items made of plain text, which then serves as the key. */
export const textItems = (texts: readonly string[]): CheckListItem[] =>
  texts.map((text) => ({ key: text, content: text }));

interface CheckListProps {
  items: readonly CheckListItem[];
  className?: string;
}

/** Bulleted list with a green tick in front of every item. */
export function CheckList({ items, className = '' }: CheckListProps) {
  return (
    <ul className={`check-list ${className}`}>
      {items.map((item) => (
        <li key={item.key}>
          <Icon name="check" size={20} />
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
