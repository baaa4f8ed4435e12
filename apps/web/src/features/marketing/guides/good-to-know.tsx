import { useId } from 'react';
import { CheckList, type CheckListItem } from '../components/check-list';
import { Icon } from '../components/icons';

interface GoodToKnowProps {
  items: readonly CheckListItem[];
}

/** Side box of the guide pages with the practical rules worth knowing before starting. */
export function GoodToKnow({ items }: GoodToKnowProps) {
  const headingId = useId();
  return (
    <aside className="card card-soft p-4" aria-labelledby={headingId}>
      <div className="d-flex align-items-center gap-3 mb-3">
        <span className="icon-badge">
          <Icon name="shield" size={26} />
        </span>
        <h2 id={headingId} className="h4 mb-0">
          Buono a sapersi
        </h2>
      </div>
      <CheckList items={items} className="mb-0" />
    </aside>
  );
}
