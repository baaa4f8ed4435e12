import { type ReactNode, useId } from 'react';

interface ClosingCtaProps {
  title: string;
  text: ReactNode;
  /** Links styled for the dark panel: btn-accent for the main one, btn-outline-light for the others. */
  actions: ReactNode;
}

/** Last block of a page: one question, one sentence, the next step, on a dark blue panel. */
export function ClosingCta({ title, text, actions }: ClosingCtaProps) {
  const headingId = useId();
  return (
    <section className="marketing-section" aria-labelledby={headingId}>
      <div className="container">
        <div className="closing-panel text-center">
          <h2 id={headingId} className="mb-3">
            {title}
          </h2>
          <p className="lead mx-auto mb-4">{text}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">{actions}</div>
        </div>
      </div>
    </section>
  );
}
