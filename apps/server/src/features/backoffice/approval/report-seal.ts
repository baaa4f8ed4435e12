import { createHash } from 'node:crypto';
import type { Severity } from '@verificauto/shared/domain/severity';
import type { ReportItemRow } from '../../../db/report-item-row';

/**
 * The seal of an approved report: a SHA-256 over a canonical JSON of everything the workshop
 * wrote and of every photo's own SHA-256, so that anyone holding the same content computes the same
 * fingerprint, and any change to a field, an item, a photo or the order of the photos gives another.
 */

/** Raised for a value JSON cannot carry faithfully (NaN, Infinity, a function, a bigint). */
export class NotCanonicalError extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function normalise(value: unknown, path: string): Json | undefined {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new NotCanonicalError(`${path}: ${value}`);
      return value;
    case 'object': {
      if (Array.isArray(value)) return value.map((item, i) => normalise(item, `${path}[${i}]`) ?? null);
      const record = value as Record<string, unknown>;
      const sorted: { [key: string]: Json } = {};
      for (const key of Object.keys(record).sort()) {
        const normalised = normalise(record[key], `${path}.${key}`);
        if (normalised !== undefined) sorted[key] = normalised;
      }
      return sorted;
    }
    default:
      throw new NotCanonicalError(`${path}: ${typeof value}`);
  }
}

/**
 * JSON with the keys of every object in code-point order and no whitespace; arrays keep their order,
 * dates become ISO 8601 strings and undefined properties are left out (as JSON.stringify does).
 */
export const canonicalJson = (value: unknown): string => JSON.stringify(normalise(value, '$') ?? null);

/** A stored photo as the seal sees it: its place in the report and the SHA-256 of its original file. */
export interface SealedPhoto {
  kind: 'key' | 'item' | 'imperfection';
  slot: string | null;
  item_key: string | null;
  position: number;
  caption: string | null;
  taken_at: Date | null;
  sha256: string;
}

/**
 * An item as the seal covers it. A row without severity leaves the key out, so that reports sealed before
 * severities existed keep their fingerprint (docs/decisions/053-severity-of-findings.md).
 */
export type SealedItem = Omit<ReportItemRow, 'severity'> & { severity?: Severity };

export const sealedItem = ({ severity, ...row }: ReportItemRow): SealedItem =>
  severity === null ? row : { ...row, severity };

/** What the seal covers; the approval itself (state, dates, approver) is recorded next to it. */
export interface SealContent {
  uuid: string;
  car_license_plate: string;
  /** The report's columns (vehicle details, verdict, scores), the main photo by its SHA-256. */
  report: Record<string, unknown>;
  /** In a stable order: the repository sorts them by category and key. */
  items: SealedItem[];
  /** Key photos by slot, then item photos, then imperfections, each in its report order. */
  photos: SealedPhoto[];
  /**
   * The odometer readings in their order; left out when there are none, so that a report sealed before
   * readings existed keeps the fingerprint it was given (docs/decisions/055-odometer-readings.md).
   */
  odometer_readings?: { position: number; source: string; read_on: string; km: number }[];
}

/** Bumped whenever what the seal covers changes, so that old fingerprints stay explainable. */
export const SEAL_VERSION = 1;

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export const reportFingerprint = (content: SealContent): string =>
  sha256Hex(canonicalJson({ seal_version: SEAL_VERSION, ...content }));
