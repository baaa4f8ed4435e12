// Outline icons drawn on a 24×24 grid, one path each (circles written as arcs) so the set stays tiny.
const PATHS = {
  steeringWheel:
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5zM12 14.5V21M9.6 11.3 3.2 10M14.4 11.3l6.4-1.3',
  car: 'M5 17H3.5A1.5 1.5 0 0 1 2 15.5V13l2.1-4.7A2 2 0 0 1 5.9 7h9.4a2 2 0 0 1 1.5.7L20 12l1.2.4a1 1 0 0 1 .8 1V16a1 1 0 0 1-1 1h-2M9 17h6M7 15a2 2 0 1 0 0 4 2 2 0 1 0 0-4zM17 15a2 2 0 1 0 0 4 2 2 0 1 0 0-4zM2.5 12H20',
  wrench:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  alert: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  clipboard:
    'M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M8 11h8M8 14.5h8M8 18h5',
  gauge: 'M4.6 18.5a9 9 0 1 1 14.8 0M12 14l4-4.5M12 12.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3z',
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 7.5V12l3 2',
  calendar: 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-10 6L2 7',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14zM21 21l-4.8-4.8',
  euro: 'M18 7a7 7 0 1 0 0 10M4 10.5h10M4 13.5h9',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative icon: always hidden from assistive technology, the text next to it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
