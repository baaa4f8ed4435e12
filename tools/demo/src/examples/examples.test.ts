import { readFile } from 'node:fs/promises';
import {
  type InspectionReport,
  InspectionReportSchema,
  type Photo,
} from '@verificauto/shared/contracts/report';
import {
  CATEGORIES,
  computeCategoryScore,
  computeOverallScore,
  KEY_PHOTO_SLOTS,
  SCORED_CATEGORIES,
} from '@verificauto/shared/domain/checklist';
import { NOT_CHECKED_REASONS } from '@verificauto/shared/domain/not-checked-reasons';
import { describe, expect, it } from 'vitest';
import { exampleReportFile } from './example-files';

const readJson = async (uuid: string): Promise<unknown> =>
  JSON.parse(await readFile(exampleReportFile(uuid), 'utf8'));
const good = await readJson('good');
const bad = await readJson('bad');
const EXAMPLES = { good, bad };
const WIDTHS = [320, 640, 1280];

function allPhotos({ report }: InspectionReport): Photo[] {
  return [
    ...(report.main_image ? [report.main_image] : []),
    ...[...report.key_photos.exterior, ...report.key_photos.interior].map((k) => k.photo),
    ...report.key_photos_imperfections,
    ...Object.values(report.items).flatMap((items) => items.flatMap((item) => item.photos)),
  ];
}

/** The name the image generator (scripts/generate-example-images.ts) files the picture under. */
function imageName(uuid: string, photo: Photo): string {
  const match = new RegExp(`^/examples/${uuid}/([a-z0-9]+(?:-[a-z0-9]+)*)-640\\.webp$`).exec(photo.src);
  if (!match?.[1]) throw new Error(`src fuori schema: ${photo.src}`);
  return match[1];
}

describe.each(Object.entries(EXAMPLES))('example report %s', (uuid, json) => {
  const example = InspectionReportSchema.parse(json);
  const { report } = example;

  it('is a complete example of the API contract', () => {
    expect(example.uuid).toBe(uuid);
    expect(example.access).toEqual({ role: 'example', access_until: null });
    expect(example.car_license_plate).toBe(report.plate_number);
    for (const [field, value] of Object.entries(report)) expect(value, field).not.toBeNull();
    expect(report.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(report.plate_number).toMatch(/^[A-Z]{2}\d{3}[A-Z]{2}$/);
    for (const date of [report.compliance_expiry, report.last_service_date, report.warranty_expiry]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('has a long verdict in paragraphs', () => {
    expect(report.verdict_overall?.split('\n\n').length).toBeGreaterThanOrEqual(5);
    expect(report.verdict_overall?.length).toBeGreaterThan(2000);
  });

  it('fills every catalogue item once, in catalogue order, with a value of the right kind', () => {
    for (const category of CATEGORIES) {
      const items = report.items[category.key];
      expect(items.map((item) => item.key)).toEqual(category.items.map((def) => def.key));
      category.items.forEach((def, i) => {
        const item = items[i];
        expect(typeof item?.value, def.key).toBe(def.kind === 'text' ? 'string' : 'number');
        if (typeof item?.value === 'number') {
          expect(Number.isInteger(item.value), def.key).toBe(true);
          if (item.value <= 3) expect(item.description, def.key).toBeTruthy();
        }
        expect(item?.minRepairCost === null, def.key).toBe(item?.maxRepairCost === null);
        expect(item?.minRepairCost ?? 0, def.key).toBeLessThanOrEqual(item?.maxRepairCost ?? 0);
      });
    }
  });

  it('has the scores the catalogue computes from the ratings', () => {
    const scores = SCORED_CATEGORIES.map((category) => {
      const ratings = report.items[category.key].map((item) =>
        typeof item.value === 'number' ? item.value : null,
      );
      const score = computeCategoryScore(ratings);
      expect(report[category.scoreField], category.key).toBe(score);
      return score;
    });
    expect(report.score_overall).toBe(computeOverallScore(scores));
  });

  it('has a photo for every key slot, in slot order, and 4 to 8 imperfections', () => {
    for (const group of ['exterior', 'interior'] as const) {
      expect(report.key_photos[group].map((k) => k.slot)).toEqual(KEY_PHOTO_SLOTS[group].map((s) => s.key));
      for (const { slot, photo } of report.key_photos[group])
        expect(imageName(uuid, photo)).toBe(slot.replace(/_/g, '-'));
    }
    expect(report.main_image).toEqual(
      report.key_photos.exterior.find((k) => k.slot === 'front_left_three_quarter')?.photo,
    );
    expect(report.key_photos_imperfections.length).toBeGreaterThanOrEqual(4);
    expect(report.key_photos_imperfections.length).toBeLessThanOrEqual(8);
  });

  it('is sealed when approved, with every photo taken during the inspection', () => {
    expect(report.seal?.sealed_at).toBe(report.verdict_datecompleted);
    expect(report.seal?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const photo of allPhotos(example)) {
      const takenAt = Date.parse(photo.taken_at ?? '');
      expect(takenAt).toBeGreaterThanOrEqual(Date.parse(example.inspected_at ?? ''));
      expect(takenAt).toBeLessThan(Date.parse(example.inspected_until ?? ''));
    }
    expect(Date.parse(example.inspected_until ?? '')).toBeLessThan(
      Date.parse(report.verdict_datecompleted ?? ''),
    );
  });

  it('says why each item rated 0 was not checked, and only those', () => {
    const items = Object.values(report.items).flat();
    const reasons: readonly string[] = Object.values(NOT_CHECKED_REASONS);
    expect(items.some((item) => item.value === 0)).toBe(true);
    for (const item of items) {
      if (item.value === 0) expect(reasons, item.key).toContain(item.not_checked_reason);
      else expect(item.not_checked_reason, item.key).toBeNull();
    }
  });

  it('points every photo at the generated WebP variants, with an Italian alt text', () => {
    for (const photo of allPhotos(example)) {
      const name = imageName(uuid, photo);
      expect(photo.srcSet).toBe(WIDTHS.map((w) => `/examples/${uuid}/${name}-${w}.webp ${w}w`).join(', '));
      expect([photo.width, photo.height]).toEqual([1280, 960]);
      expect(photo.alt.length).toBeGreaterThan(8);
    }
  });
});

describe('points of attention', () => {
  const total = (json: unknown) =>
    Object.values(InspectionReportSchema.parse(json).report.items)
      .flat()
      .reduce((sum, item) => sum + (item.minRepairCost ?? 0), 0);
  const withCost = (json: unknown) =>
    Object.values(InspectionReportSchema.parse(json).report.items)
      .flat()
      .filter((item) => item.minRepairCost !== null);

  it('are few and small on the good car', () => {
    expect(withCost(good).length).toBeGreaterThanOrEqual(2);
    expect(withCost(good).length).toBeLessThanOrEqual(3);
    expect(total(good)).toBeLessThan(500);
  });

  it('add up to thousands of euros on the bad car', () => {
    expect(withCost(bad).length).toBeGreaterThanOrEqual(12);
    expect(total(bad)).toBeGreaterThanOrEqual(3000);
  });
});
