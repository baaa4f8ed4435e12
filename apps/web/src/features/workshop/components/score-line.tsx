import { MAX_RATING } from '@verificauto/shared/domain/checklist';
import { formatScore } from '@verificauto/shared/domain/format';

/** A score as the report will show it, or why there is none yet. */
export function scoreText(score: number | null): string {
  return score === null ? 'nessuna voce valutata' : `${formatScore(score, 2)} su ${MAX_RATING}`;
}

export function ScoreLine({ label, score }: { label: string; score: number | null }) {
  return (
    <p className="score-line mb-0">
      {label}: <strong>{scoreText(score)}</strong>
    </p>
  );
}
