import type { ReactNode } from 'react';

interface CardGridProps<T> {
  items: readonly T[];
  card(item: T): ReactNode;
  /** Shown instead of the grid when there are no items. */
  empty: ReactNode;
}

/** One card per item: one column on phones, two from 768px, three from 1200px. */
export function CardGrid<T extends { uuid: string }>({ items, card, empty }: CardGridProps<T>) {
  if (items.length === 0) return empty;
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.uuid} className="col">
          {card(item)}
        </li>
      ))}
    </ul>
  );
}
