import { CATALOGUE_CHECKS } from './checks-count.generated';

/**
 * The checks of the catalogue (domain/checklist.ts), counted from it by scripts/build-checks-count.ts and
 * checked against it by checks-count.test.ts (decision 052): the pages that state the number do not load
 * every check's label to count them.
 */
export const CHECKS_COUNT = CATALOGUE_CHECKS;
/**
 * The round number the texts state as «oltre N» or «più di N»: the largest multiple of ten below the
 * count, so that the claim stays true (130 for a catalogue of 131 to 140 checks).
 */
export const CHECKS_CLAIM = Math.ceil(CHECKS_COUNT / 10) * 10 - 10;
