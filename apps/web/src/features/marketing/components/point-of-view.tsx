import { Icon, type IconName } from './icons';

interface PointOfViewProps {
  title: string;
  icon: IconName;
  thoughts: readonly string[];
}

/** One side's typical thoughts, shown as speech bubbles. */
export function PointOfView({ title, icon, thoughts }: PointOfViewProps) {
  return (
    <div className="card card-soft h-100 p-4">
      <div className="d-flex align-items-center gap-3 mb-3">
        <span className="icon-badge">
          <Icon name={icon} size={26} />
        </span>
        <h3 className="h4 mb-0">{title}</h3>
      </div>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {thoughts.map((thought) => (
          <li key={thought} className="thought">
            «{thought}»
          </li>
        ))}
      </ul>
    </div>
  );
}
