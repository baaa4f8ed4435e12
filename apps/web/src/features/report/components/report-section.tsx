import type { ReactNode } from 'react';
import './report-section.scss';

interface ReportSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A report section: an h2 that names the landmark, and an id to link to. */
export function ReportSection({ id, title, children }: ReportSectionProps) {
  return (
    <section id={id} className="report-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="report-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
