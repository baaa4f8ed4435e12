import { Link } from '../../../components/ui/link';
import type { Href } from '../../../config/paths';
import { Icon, type IconName } from './icons';

interface AudienceChoiceProps {
  to: Href;
  label: string;
  icon: IconName;
  text: string;
}

/**
 * A large card whose whole surface follows the link, while the link's accessible name stays the short
 * label ('Sto vendendo'): the description sits outside the link.
 */
export function AudienceChoice({ to, label, icon, text }: AudienceChoiceProps) {
  return (
    <div className="card card-soft link-card audience-choice h-100 p-4 p-lg-5">
      <span className="icon-badge icon-badge-lg mb-3">
        <Icon name={icon} size={32} />
      </span>
      <h3 className="h2 mb-2">
        <Link to={to} className="stretched-link text-decoration-none">
          {label}
        </Link>
      </h3>
      <p className="text-body-secondary mb-3">{text}</p>
      <span className="audience-choice-arrow mt-auto" aria-hidden="true">
        <Icon name="arrowRight" size={28} />
      </span>
    </div>
  );
}
