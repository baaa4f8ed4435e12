import { z } from 'zod';

/**
 * A photo in responsive sizes: `src` is the default size, `srcSet` lists the widths pages choose from
 * (WebP), `fullScreenSrcSet` those and a larger one for the full-screen gallery, when stored.
 * `taken_at`: when it was taken (ISO instant; from the file, else the upload time), null when not known.
 */
export const PhotoSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  fullScreenSrcSet: z.string().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  taken_at: z.string().nullable(),
});
export type Photo = z.infer<typeof PhotoSchema>;

const count = z.number().int().nonnegative();

/**
 * The report preview (docs/product.md#report-page): prepared date, brand and model, main image, year,
 * odometer.
 */
export const ReportPreviewSchema = z.object({
  verdict_datecompleted: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  main_image: PhotoSchema.nullable(),
  year: z.number().int().nullable(),
  odometer: z.number().int().nullable(),
  /** How many findings of each severity (domain/severity.ts), without saying which. */
  severity_counts: z.object({ safety: count, value: count, cosmetic: count }),
});
export type ReportPreview = z.infer<typeof ReportPreviewSchema>;

/**
 * What a guest's preview adds to the spec's fields, so that the purchase is not blind without giving the
 * report away (docs/decisions/054-report-preview-and-early-links.md): when the car was inspected, where, and
 * the overall score. The page adds the number of checks and a link to the example report.
 */
export const InspectionPreviewSchema = ReportPreviewSchema.extend({
  inspected_at: z.string().nullable(),
  workshop: z.object({ name: z.string(), city: z.string() }),
  score_overall: z.number().min(0).max(5).nullable(),
});
export type InspectionPreview = z.infer<typeof InspectionPreviewSchema>;
