import type { ReactNode } from 'react';

interface PolicySectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One of the three parts of the legal page; `id` is the anchor the footer links point to. */
export function PolicySection({ id, title, children }: PolicySectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="policy-section">
      <h2 id={headingId} className="policy-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
