/** Spec §3/§9: every score is on a 0-5 scale. */
export const SCORE_MAX = 5;

export function clampScore(score: number): number {
  return Math.min(SCORE_MAX, Math.max(0, score));
}
