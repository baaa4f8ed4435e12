import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

interface IconFeatureProps {
  icon: IconName;
  title: string;
  /** h3 inside a section, h2 when the feature is itself a top-level block of the page. */
  heading?: 'h2' | 'h3';
  /** Show it as a white card. */
  boxed?: boolean;
  children: ReactNode;
}

/** Icon, short title and text: icon beside the text on phones, above it from the md breakpoint. */
export function IconFeature({
  icon,
  title,
  heading: Heading = 'h3',
  boxed = false,
  children,
}: IconFeatureProps) {
  return (
    <div className={`icon-feature h-100${boxed ? ' card card-soft p-4' : ''}`}>
      <span className="icon-badge">
        <Icon name={icon} size={26} />
      </span>
      <div>
        <Heading className="h5 mb-2">{title}</Heading>
        {children}
      </div>
    </div>
  );
}
