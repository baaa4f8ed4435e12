/**
 * The report's five categories (docs/product.md#report-data) and their names, the same wherever a category is
 * shown.
 */
export const CATEGORY_KEYS = ['exterior', 'interior', 'engine', 'tyres_and_suspension', 'road_test'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type ScoreField = `${CategoryKey}_score`;

export const CATEGORY_LABELS: Readonly<Record<CategoryKey, string>> = {
  exterior: 'Esterni',
  interior: 'Interni',
  engine: 'Motore',
  tyres_and_suspension: 'Pneumatici e sospensioni',
  road_test: 'Prova su strada',
};
