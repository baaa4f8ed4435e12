import type { ReactNode } from 'react';
import '../marketing.scss';

interface MarketingHeroProps {
  title: string;
  lead: ReactNode;
  eyebrow?: string;
  /** A line under the lead, such as the price. */
  note?: ReactNode;
  /** Call-to-action links shown under the lead. */
  actions?: ReactNode;
  /** Optional right-hand column on large screens. */
  aside?: ReactNode;
  className?: string;
}

/** Dark blue page header with the page's only h1. */
export function MarketingHero({
  title,
  lead,
  eyebrow,
  note,
  actions,
  aside,
  className = '',
}: MarketingHeroProps) {
  return (
    <section className={`page-hero marketing-hero ${className}`}>
      <div className="container">
        <div className="row align-items-center gy-5">
          <div className={aside ? 'col-lg-7' : 'col-lg-10 col-xl-9'}>
            {eyebrow && <p className="hero-eyebrow mb-2">{eyebrow}</p>}
            <h1 className="display-5 fw-bold mb-3">{title}</h1>
            <p className="lead mb-0">{lead}</p>
            {note}
            {actions && <div className="d-flex flex-wrap gap-2 mt-4">{actions}</div>}
          </div>
          {aside && <div className="col-lg-5">{aside}</div>}
        </div>
      </div>
    </section>
  );
}
