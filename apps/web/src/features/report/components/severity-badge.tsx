import { SEVERITY_LABELS, type Severity } from '@verificauto/shared/domain/severity';
import './severity-badge.scss';

const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 20 20',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A shape for each severity, so that it never rests on colour alone (WCAG 1.4.1). */
export function SeverityIcon({ severity }: { severity: Severity }) {
  switch (severity) {
    case 'safety':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M10 1.5a1.5 1.5 0 0 1 1.3.75l7.5 13A1.5 1.5 0 0 1 17.5 17.5h-15a1.5 1.5 0 0 1-1.3-2.25l7.5-13A1.5 1.5 0 0 1 10 1.5zm0 5a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0v-4a1 1 0 0 0-1-1zm0 7.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z" />
        </svg>
      );
    case 'value':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M10 1a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 3a1 1 0 0 0-1 1v5c0 .27.1.52.3.7l3 3a1 1 0 0 0 1.4-1.4L11 9.58V5a1 1 0 0 0-1-1z" />
        </svg>
      );
    case 'cosmetic':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M10 4C5.5 4 2.3 7 1 10c1.3 3 4.5 6 9 6s7.7-3 9-6c-1.3-3-4.5-6-9-6zm0 2.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
        </svg>
      );
  }
}

/** The severity in words, with its icon and colour. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span className={`severity-badge severity-${severity}`}>
      <SeverityIcon severity={severity} />
      {SEVERITY_LABELS[severity]}
    </span>
  );
}
