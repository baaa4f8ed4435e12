interface LogoProps {
  className?: string;
  /** Light variant for dark backgrounds (footer). */
  inverted?: boolean;
}

/** The Verificauto mark: a check inside a rounded badge, then the wordmark. */
export function Logo({ className, inverted = false }: LogoProps) {
  const word = inverted ? '#ffffff' : '#224385';
  return (
    <svg className={className} viewBox="0 0 236 64" role="img" aria-label="Verificauto" focusable="false">
      <rect x="2" y="6" width="52" height="52" rx="13" fill="#224385" />
      <path
        d="M15 32.5l8.5 8.5L41 23"
        fill="none"
        stroke="#2cbbe2"
        strokeWidth="6.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="64"
        y="42"
        fontFamily="'Titillium Web', Arial, sans-serif"
        fontWeight="700"
        fontSize="29"
        fill={word}
      >
        Verific<tspan fill="#2cbbe2">auto</tspan>
      </text>
    </svg>
  );
}
