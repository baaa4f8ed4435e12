/**
 * The report's categories (docs/product.md#report-data) and their names, the same wherever a category is
 * shown: the five scored ones, then the two groups without a score (decision 052).
 */
export const SCORED_CATEGORY_KEYS = [
  'exterior',
  'interior',
  'engine',
  'tyres_and_suspension',
  'road_test',
] as const;
export const CATEGORY_KEYS = [...SCORED_CATEGORY_KEYS, 'documents', 'diagnostics'] as const;
export type ScoredCategoryKey = (typeof SCORED_CATEGORY_KEYS)[number];
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type ScoreField = `${ScoredCategoryKey}_score`;

export const CATEGORY_LABELS: Readonly<Record<CategoryKey, string>> = {
  exterior: 'Esterni',
  interior: 'Interni',
  engine: 'Motore',
  tyres_and_suspension: 'Pneumatici e sospensioni',
  road_test: 'Prova su strada',
  documents: 'Documenti e dati del veicolo',
  diagnostics: 'Diagnosi elettronica',
};
