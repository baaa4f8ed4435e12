import { describe, expect, it } from 'vitest';
import {
  type RefundablePurchase,
  refundEligibility,
  withdrawalLastDay,
  withdrawalPeriodLasts,
} from './refund-eligibility';

// Paid on 10 January (Italian time): day 30 is 9 February, which ends at 23:00 UTC.
const paidAt = new Date('2026-01-10T10:00:00Z');
const lastInstant = new Date('2026-02-09T22:59:59.999Z');
const dayAfter = new Date('2026-02-09T23:00:00.000Z');
const inWindow = new Date('2026-01-20T12:00:00Z');

const waivedAt = new Date('2026-01-10T09:59:00Z');
const openedAt = new Date('2026-01-10T10:05:00Z');

/** Bought with the express request for immediate access, report delivered, not yet opened. */
const delivered: RefundablePurchase = {
  paidAt,
  status: 'paid',
  reportAccessedAt: null,
  withdrawalWaivedAt: waivedAt,
  inspectionDate: null,
  reportDelivered: true,
};
const openedAfterWaiver: RefundablePurchase = { ...delivered, reportAccessedAt: openedAt };

describe('refundEligibility: status', () => {
  it('refuses a purchase already refunded, whatever else holds', () => {
    const refunded: RefundablePurchase = { ...delivered, status: 'refunded', reportDelivered: false };
    expect(refundEligibility(refunded, inWindow)).toEqual({
      refundable: false,
      grounds: [],
      reason: 'Non rimborsabile: l’acquisto è già stato rimborsato.',
    });
  });

  it.each(['pending', 'failed', 'expired'] as const)('refuses a %s purchase: nothing was paid', (status) => {
    expect(refundEligibility({ ...delivered, status }, inWindow)).toEqual({
      refundable: false,
      grounds: [],
      reason: 'Non rimborsabile: l’acquisto non risulta pagato.',
    });
  });
});

describe('refundEligibility: withdrawal', () => {
  it('allows withdrawal within 30 days while the report has not been opened', () => {
    expect(refundEligibility(delivered, inWindow)).toEqual({
      refundable: true,
      grounds: ['withdrawal'],
      reason: 'Rimborsabile: recesso entro 30 giorni dall’acquisto (fino al 9/2/2026).',
    });
  });

  it('loses withdrawal once the report is opened after the express request', () => {
    expect(refundEligibility(openedAfterWaiver, inWindow)).toEqual({
      refundable: false,
      grounds: [],
      reason:
        'Non rimborsabile: il report è stato consegnato; il recesso è escluso: il report è stato aperto il 10/1/2026 dopo la richiesta espressa di accesso immediato.',
    });
  });

  it('keeps withdrawal after access when no express request was recorded', () => {
    const noWaiver = { ...openedAfterWaiver, withdrawalWaivedAt: null };
    expect(refundEligibility(noWaiver, inWindow)).toMatchObject({
      refundable: true,
      grounds: ['withdrawal'],
    });
  });

  it('keeps withdrawal when the access came before the request was recorded', () => {
    const waivedLater = { ...openedAfterWaiver, withdrawalWaivedAt: new Date('2026-01-11T08:00:00Z') };
    expect(refundEligibility(waivedLater, inWindow)).toMatchObject({
      refundable: true,
      grounds: ['withdrawal'],
    });
  });

  it('counts 30 calendar days in Italian time: open until the end of the 30th day', () => {
    expect(refundEligibility(delivered, lastInstant)).toMatchObject({
      refundable: true,
      grounds: ['withdrawal'],
    });
    expect(refundEligibility(delivered, dayAfter)).toEqual({
      refundable: false,
      grounds: [],
      reason:
        'Non rimborsabile: il report è stato consegnato; il termine per il recesso è scaduto il 9/2/2026.',
    });
  });

  it('counts the days in Italian time in summer too', () => {
    // 22:30 UTC on 1 July is already 2 July in Italy: day 30 is 1 August, ending at 22:00 UTC.
    const lateNight = { ...delivered, paidAt: new Date('2026-07-01T22:30:00Z') };
    expect(refundEligibility(lateNight, new Date('2026-08-01T21:59:59Z'))).toMatchObject({
      refundable: true,
      reason: 'Rimborsabile: recesso entro 30 giorni dall’acquisto (fino al 1/8/2026).',
    });
    expect(refundEligibility(lateNight, new Date('2026-08-01T22:00:00Z'))).toMatchObject({
      refundable: false,
    });
  });
});

describe('refundEligibility: report not received', () => {
  const missing: RefundablePurchase = { ...delivered, reportDelivered: false };

  it('refunds a missing report within 30 days, on both grounds', () => {
    expect(refundEligibility(missing, inWindow)).toEqual({
      refundable: true,
      grounds: ['not_received', 'withdrawal'],
      reason:
        'Rimborsabile: il report non è stato consegnato (rimedio di legge, anche oltre i 30 giorni); recesso entro 30 giorni dall’acquisto (fino al 9/2/2026).',
    });
  });

  it('still refunds a missing report after 30 days: the legal guarantee has no such limit', () => {
    expect(refundEligibility(missing, dayAfter)).toMatchObject({
      refundable: true,
      grounds: ['not_received'],
    });
    expect(refundEligibility(missing, new Date('2027-01-10T10:00:00Z'))).toMatchObject({
      refundable: true,
      grounds: ['not_received'],
    });
  });

  it('does not count a report as missing before it is due, 5 minutes after payment', () => {
    const soon = new Date('2026-01-10T10:04:00Z');
    const due = new Date('2026-01-10T10:05:00Z');
    const late = new Date('2026-01-10T10:05:00.001Z');
    expect(refundEligibility(missing, soon).grounds).toEqual(['withdrawal']);
    expect(refundEligibility(missing, due).grounds).toEqual(['withdrawal']);
    expect(refundEligibility(missing, late).grounds).toEqual(['not_received', 'withdrawal']);
  });
});

describe('refundEligibility: change of mind before the workshop inspection', () => {
  const inspectionDate = new Date('2026-01-25T08:00:00Z');
  const awaitingInspection: RefundablePurchase = {
    ...openedAfterWaiver,
    reportAccessedAt: null,
    reportDelivered: false,
    inspectionDate,
  };

  it('refunds before the inspection within 30 days', () => {
    expect(refundEligibility(awaitingInspection, inWindow)).toEqual({
      refundable: true,
      grounds: ['withdrawal', 'before_inspection'],
      reason:
        'Rimborsabile: recesso entro 30 giorni dall’acquisto (fino al 9/2/2026); ripensamento prima dell’ispezione in officina del 25/1/2026.',
    });
  });

  it('keeps the ground until the inspection starts, not after', () => {
    const justBefore = new Date(inspectionDate.getTime() - 1);
    const opened = { ...awaitingInspection, reportAccessedAt: openedAt };
    expect(refundEligibility(opened, justBefore)).toMatchObject({ grounds: ['before_inspection'] });
    expect(refundEligibility(opened, inspectionDate)).toEqual({
      refundable: false,
      grounds: [],
      reason:
        'Non rimborsabile: il report non è ancora dovuto: è atteso entro il 27/1/2026 alle 09:00; il recesso è escluso: il report è stato aperto il 10/1/2026 dopo la richiesta espressa di accesso immediato; l’ispezione in officina del 25/1/2026 è già avvenuta.',
    });
  });

  it('counts the report missing only 48 hours after the inspection', () => {
    const opened = { ...awaitingInspection, reportAccessedAt: openedAt };
    expect(refundEligibility(opened, new Date('2026-01-27T08:00:00Z')).refundable).toBe(false);
    expect(refundEligibility(opened, new Date('2026-01-27T08:00:01Z'))).toMatchObject({
      refundable: true,
      grounds: ['not_received'],
    });
  });

  it('ends with the 30-day window even when the inspection is later', () => {
    const farInspection = { ...awaitingInspection, inspectionDate: new Date('2026-03-02T08:00:00Z') };
    expect(refundEligibility(farInspection, lastInstant).grounds).toEqual([
      'withdrawal',
      'before_inspection',
    ]);
    expect(refundEligibility(farInspection, dayAfter)).toEqual({
      refundable: false,
      grounds: [],
      reason:
        'Non rimborsabile: il report non è ancora dovuto: è atteso entro il 4/3/2026 alle 09:00; il termine per il recesso è scaduto il 9/2/2026; il ripensamento prima dell’ispezione del 2/3/2026 valeva fino al 9/2/2026.',
    });
  });
});

describe('withdrawalLastDay', () => {
  it('is the 30th calendar day in Italy after the purchase, as the refund rule counts it', () => {
    expect(withdrawalLastDay(new Date('2026-01-10T10:00:00Z'))).toBe('2026-02-09');
    // Already 2 July in Italy.
    expect(withdrawalLastDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-08-01');
  });
});

describe('withdrawalPeriodLasts', () => {
  it('lasts to the end of the 30th day in Italian time', () => {
    expect(withdrawalPeriodLasts({ madeAt: paidAt }, lastInstant)).toBe(true);
    expect(withdrawalPeriodLasts({ madeAt: paidAt }, dayAfter)).toBe(false);
  });

  it('ends for a booking at the inspection, even within the 30 days', () => {
    const inspectionAt = new Date('2026-01-20T08:00:00Z');
    expect(withdrawalPeriodLasts({ madeAt: paidAt, inspectionAt }, new Date('2026-01-20T07:59:59Z'))).toBe(
      true,
    );
    expect(withdrawalPeriodLasts({ madeAt: paidAt, inspectionAt }, inspectionAt)).toBe(false);
  });

  it('ends for a booking after 30 days though the inspection is later', () => {
    const inspectionAt = new Date('2026-03-01T08:00:00Z');
    expect(withdrawalPeriodLasts({ madeAt: paidAt, inspectionAt }, dayAfter)).toBe(false);
  });
});
