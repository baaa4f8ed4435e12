import type { ReactNode } from 'react';

export interface GuideStep {
  title: string;
  body: ReactNode;
}

/** Numbered steps joined by a vertical line; the step titles are h3 under the section's h2. */
export function NumberedSteps({ steps }: { steps: readonly GuideStep[] }) {
  return (
    <ol className="guide-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="guide-step">
          <span className="guide-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="h4 mb-2">
            <span className="visually-hidden">Passo {index + 1}: </span>
            {step.title}
          </h3>
          {step.body}
        </li>
      ))}
    </ol>
  );
}
