/**
 * The product rules (docs/product.md#report-data, docs/product.md#constants): every score is on a 0-5 scale.
 */
export const SCORE_MAX = 5;

export function clampScore(score: number): number {
  return Math.min(SCORE_MAX, Math.max(0, score));
}
