import { type ReactNode, useId } from 'react';

interface MarketingSectionProps {
  title: string;
  intro?: ReactNode;
  id?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A page section introduced by an h2, on white or on the light tint. */
export function MarketingSection({ title, intro, id, tinted = false, children }: MarketingSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`marketing-section${tinted ? ' section-tint' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <div className="section-heading mb-4 mb-lg-5">
          <h2 id={headingId} className="mb-2">
            {title}
          </h2>
          {intro && <p className="lead text-body-secondary mb-0">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
