import { CheckList, type CheckListItem } from './check-list';

/** A soft card with a title and a tick list: benefits, requirements, what you get. */
export function CheckListCard({ title, items }: { title: string; items: readonly CheckListItem[] }) {
  return (
    <div className="card card-soft h-100 p-4">
      <h3 className="h4 mb-3">{title}</h3>
      <CheckList items={items} className="mb-0" />
    </div>
  );
}
