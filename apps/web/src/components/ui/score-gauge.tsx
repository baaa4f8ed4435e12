import { formatScore } from '@verificauto/shared/domain/format';
import { scoreColor } from './score-color';
import { clampScore, SCORE_MAX } from './score-scale';
import './score-gauge.scss';

/**
 * The product rules (docs/product.md#presentation): the gauge is 175px wide in the report and never wider
 * than 420px.
 */
export const GAUGE_DEFAULT_WIDTH = 175;
export const GAUGE_MAX_WIDTH = 420;

const VIEW_WIDTH = 200;
const VIEW_HEIGHT = 124;
const TRACK_COLOR = '#dee2e6';
const NEUTRAL_TEXT_COLOR = '#5b6b86';
// Centre (100, 100), radius 84, from the left end over the top to the right end.
const ARC = 'M 16 100 A 84 84 0 0 1 184 100';

export interface ScoreGaugeProps {
  /** 0-5; values outside are clamped; null shows the neutral "—" state. */
  value: number | null;
  /** Start of the accessible name: "Punteggio complessivo 4,26 su 5". */
  label?: string;
  decimals?: 1 | 2;
  /** Rendered width in px (height follows); capped at 420 and at the container's width. */
  width?: number;
  className?: string;
}

/** Semicircle gauge from 0.0 to 5.0, coloured from red (low) to green (high). */
export function ScoreGauge({
  value,
  label = 'Punteggio complessivo',
  decimals = 2,
  width = GAUGE_DEFAULT_WIDTH,
  className,
}: ScoreGaugeProps) {
  const score = value === null ? null : clampScore(value);
  const text = score === null ? '—' : formatScore(score, decimals);
  const color = score === null ? NEUTRAL_TEXT_COLOR : scoreColor(score);
  const renderedWidth = Math.min(width, GAUGE_MAX_WIDTH);

  return (
    <svg
      role="img"
      aria-label={score === null ? `${label} non disponibile` : `${label} ${text} su ${SCORE_MAX}`}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width={renderedWidth}
      height={Math.round((renderedWidth * VIEW_HEIGHT) / VIEW_WIDTH)}
      className={`score-gauge${className ? ` ${className}` : ''}`}
    >
      <path d={ARC} fill="none" stroke={TRACK_COLOR} strokeWidth={18} />
      {score !== null && score > 0 && (
        <path
          data-testid="gauge-value"
          d={ARC}
          fill="none"
          stroke={color}
          strokeWidth={18}
          pathLength={SCORE_MAX}
          strokeDasharray={`${score} ${SCORE_MAX}`}
        />
      )}
      <text x={100} y={92} textAnchor="middle" fontSize={44} fontWeight={700} fill={color}>
        {text}
      </text>
      <text x={100} y={119} textAnchor="middle" fontSize={19} fill={NEUTRAL_TEXT_COLOR}>
        su {SCORE_MAX}
      </text>
    </svg>
  );
}
