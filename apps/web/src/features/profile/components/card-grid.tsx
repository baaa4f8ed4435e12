import type { ReactNode } from 'react';

/** One column on phones, two from 768px, three from 1200px; children are <li className="col">. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0">{children}</ul>;
}
