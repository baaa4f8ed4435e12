import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSPECTION_UUID, makeDraft } from '../testing/workshop-fixtures';
import {
  asCheckedIn,
  forgetPendingCheckIn,
  forgetPendingCheckIns,
  inspectionsWithPendingCheckIn,
  readPendingCheckIn,
  recordPendingCheckIn,
  refusePendingCheckIn,
  subscribeToPendingCheckIns,
} from './pending-check-in';

const OTHER_UUID = '0f7c2f7a-3b1e-4c55-9a0e-5d7b8e9f0a22';
const STORED = `verificauto.workshop.check-in.${INSPECTION_UUID}`;

afterEach(() => localStorage.clear());

describe('the arrival kept on the device (decision 084)', () => {
  it('keeps the device’s time of the first press in localStorage, where a reload finds it', () => {
    recordPendingCheckIn(INSPECTION_UUID, new Date('2026-11-30T08:20:00Z'));
    recordPendingCheckIn(INSPECTION_UUID, new Date('2026-11-30T08:25:00Z'));
    expect(JSON.parse(localStorage.getItem(STORED) ?? '')).toEqual({ arrivedAt: '2026-11-30T08:20:00.000Z' });
    expect(readPendingCheckIn(INSPECTION_UUID.toUpperCase())).toEqual({
      arrivedAt: '2026-11-30T08:20:00.000Z',
    });
    expect(readPendingCheckIn(OTHER_UUID)).toBeUndefined();
  });

  it('answers the same object while nothing changed, and tells its listeners of every change', () => {
    const listener = vi.fn();
    const stop = subscribeToPendingCheckIns(listener);
    recordPendingCheckIn(INSPECTION_UUID, new Date('2026-11-30T08:20:00Z'));
    expect(readPendingCheckIn(INSPECTION_UUID)).toBe(readPendingCheckIn(INSPECTION_UUID));
    refusePendingCheckIn(INSPECTION_UUID, 'Ora del dispositivo sbagliata.');
    expect(readPendingCheckIn(INSPECTION_UUID)).toEqual({
      arrivedAt: '2026-11-30T08:20:00.000Z',
      refusal: 'Ora del dispositivo sbagliata.',
    });
    forgetPendingCheckIn(INSPECTION_UUID);
    expect(readPendingCheckIn(INSPECTION_UUID)).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('ignores what it cannot read, and forgets every arrival at sign-out but nothing else', () => {
    localStorage.setItem(STORED, '{"arrivedAt":"ieri"}');
    expect(readPendingCheckIn(INSPECTION_UUID)).toBeUndefined();
    recordPendingCheckIn(OTHER_UUID);
    localStorage.setItem('verificauto.workshop.draft.x', '{}');
    expect(inspectionsWithPendingCheckIn()).toEqual([OTHER_UUID]);
    forgetPendingCheckIns();
    expect(inspectionsWithPendingCheckIn()).toEqual([]);
    expect(localStorage.getItem(STORED)).toBeNull();
    expect(localStorage.getItem('verificauto.workshop.draft.x')).toBe('{}');
  });

  it('shows the draft checked in at the device’s time', () => {
    const awaiting = makeDraft({ checked_in_at: null, awaiting_check_in: true });
    expect(asCheckedIn(awaiting, { arrivedAt: '2026-11-30T08:20:00.000Z' })).toEqual({
      ...awaiting,
      checked_in_at: '2026-11-30T08:20:00.000Z',
      awaiting_check_in: false,
    });
  });
});
