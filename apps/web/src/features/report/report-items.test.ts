import type { ReportItem } from '@verificauto/shared/contracts/report';
import { describe, expect, it } from 'vitest';
import { isItemVisible, itemDescription, itemLabel, notCheckedText } from './report-items';

const item = (patch: Partial<ReportItem>): ReportItem => ({
  key: 'ext_body_paint',
  value: null,
  not_checked_reason: null,
  description: null,
  photos: [],
  minRepairCost: null,
  maxRepairCost: null,
  severity: null,
  ...patch,
});

describe('isItemVisible', () => {
  it('shows an item with a value or a description, and hides one with neither', () => {
    expect(isItemVisible(item({ value: 4 }))).toBe(true);
    expect(isItemVisible(item({ value: 0 }))).toBe(true);
    expect(isItemVisible(item({ value: 'Michelin 205/55 R16' }))).toBe(true);
    expect(isItemVisible(item({ description: 'Da verificare.' }))).toBe(true);
    expect(isItemVisible(item({}))).toBe(false);
    expect(isItemVisible(item({ value: '', description: '' }))).toBe(false);
  });
});

describe('itemDescription', () => {
  it("uses the technician's text, else the stock text of the rating", () => {
    expect(itemDescription(item({ value: 3, description: 'Graffio.' }))).toBe('Graffio.');
    expect(itemDescription(item({ value: 5 }))).toBe('Ottime condizioni, nessun intervento necessario.');
    expect(itemDescription(item({ value: 0 }))).toBe('Non controllato.');
  });

  it('has no stock text for a text value or a rating between two steps', () => {
    expect(itemDescription(item({ value: 'Michelin' }))).toBeNull();
    expect(itemDescription(item({ value: 3.5 }))).toBeNull();
  });
});

describe('notCheckedText', () => {
  const reason = 'Non accessibile senza smontaggi';

  it("says why an item rated 0 was not checked, after the spec's 'Non controllato.'", () => {
    const item0 = item({ value: 0, not_checked_reason: reason });
    expect(notCheckedText(item0)).toBe('Non controllato. Motivo: Non accessibile senza smontaggi');
    // The line carries the stock text: the description is the technician's own only.
    expect(itemDescription(item0)).toBeNull();
    expect(itemDescription({ ...item0, description: 'Sotto il paraspruzzi.' })).toBe('Sotto il paraspruzzi.');
  });

  it('has nothing to say without a reason or for an item that was checked', () => {
    expect(notCheckedText(item({ value: 0 }))).toBeNull();
    expect(notCheckedText(item({ value: 4, not_checked_reason: reason }))).toBeNull();
  });
});

describe('itemLabel', () => {
  it('names an item from the checklist catalogue', () => {
    expect(itemLabel('eng_battery')).toBe('Batteria');
    expect(itemLabel('unknown_key')).toBe('unknown_key');
  });
});
