import type { Queryable } from '@verificauto/server/db/db';
import { demoAccount } from './demo-accounts';
import { DEMO_IDS } from './demo-ids';
import type { DemoTimeline } from './demo-timeline';
import { insertRecords } from './insert-records';

interface InspectionOptions {
  sellerId: string;
  workshopId: string;
  feeCents: number;
  timeline: DemoTimeline;
}

/**
 * The seller's inspections, one per lifecycle state of docs/product.md#inspection-lifecycle, the car at the
 * workshop today, checked in, whose report the demo technician can write at once, and the next car, due
 * within the half hour, that the technician checks in ('Auto in officina') when it arrives.
 */
export async function insertDemoInspections(
  tx: Queryable,
  { sellerId, workshopId, feeCents, timeline }: InspectionOptions,
): Promise<void> {
  // Booked by the seller in person: what they typed is their account's own details.
  const seller = demoAccount('seller');
  const inspection = (
    id: string,
    plate: string,
    status: 'booked' | 'done',
    times: { bookedAt: Date; createdAt: Date; checkedInAt?: Date },
    updatedAt: Date,
  ) => ({
    id,
    seller_id: sellerId,
    workshop_id: workshopId,
    car_license_plate: plate,
    booked_at: times.bookedAt,
    checked_in_at: times.checkedInAt ?? null,
    status,
    scheduling_source: 'native',
    fee_cents: feeCents,
    contact_name: seller.name,
    contact_email: seller.email,
    contact_phone: seller.phone,
    created_at: times.createdAt,
    updated_at: updatedAt,
  });
  await insertRecords(
    tx,
    'inspections',
    [
      inspection(DEMO_IDS.bookedInspection, 'GH482KL', 'booked', timeline.booked, timeline.booked.createdAt),
      inspection(
        DEMO_IDS.atWorkshopInspection,
        'GK915RT',
        'booked',
        timeline.atWorkshop,
        timeline.atWorkshop.checkedInAt,
      ),
      inspection(
        DEMO_IDS.arrivingInspection,
        'GL208MN',
        'booked',
        timeline.arriving,
        timeline.arriving.createdAt,
      ),
      inspection(
        DEMO_IDS.awaitingApprovalInspection,
        'FM456CD',
        'done',
        timeline.awaiting,
        timeline.awaiting.completedAt,
      ),
      inspection(
        DEMO_IDS.approvedInspection,
        'FX123AB',
        'done',
        timeline.approved,
        timeline.approved.completedAt,
      ),
    ],
    // Also covers the one-booking-per-slot index, should a real booking already hold that slot.
    'ON CONFLICT DO NOTHING',
  );
}
