import { type Db, queryOne } from '@verificauto/server/db/db';
import { hashPassword } from '@verificauto/server/features/auth/password-hash';
import { issueDocument } from '@verificauto/server/features/payments/invoicing/invoicing.service';
import { findPurchase } from '@verificauto/server/features/payments/purchases/payments.repository';
import type { PhotoStorage } from '@verificauto/server/features/photos/photo-storage';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { FIAT_500 } from '../cars/fiat-500';
import { GOLF } from '../cars/golf';
import { romeDate } from '../lib/rome-time';
import { DEMO_ACCOUNTS, demoAccountEmail, insertDemoAccounts } from './demo-accounts';
import { insertDemoClosures } from './demo-closures';
import { insertDemoDealerInspections } from './demo-dealer';
import { insertDemoFailedMail } from './demo-failed-mail';
import { DEMO_IDS } from './demo-ids';
import { insertDemoInspections } from './demo-inspections';
import { attachDemoPhotos } from './demo-photos';
import { insertDemoPurchase } from './demo-purchase';
import { insertDemoReport, sealDemoReport } from './demo-reports';
import { buildDemoTimeline } from './demo-timeline';
import { insertDemoWorkshops } from './demo-workshops';

export { DEMO_IDS };

export const DEMO_PASSWORD = 'Verifica2026!';

// Different from the migration lock; held only while the demo data is written.
const SEED_LOCK_ID = 4_201_2027;

export interface SeedOptions {
  /** Where the illustrated demo photos go; without it the demo reports have no photos (faster tests). */
  photoStorage?: PhotoStorage;
  now?: Date;
}

export interface SeedResult {
  /** False when the demo data was already there and nothing was written. */
  created: boolean;
  accounts: { email: string; label: string }[];
}

/** The lines that tell the demo accounts and their password at start. */
export function demoAccountLines({ accounts }: SeedResult): string[] {
  return [
    `Account demo (password ${DEMO_PASSWORD}):`,
    ...accounts.map((account) => `  ${account.email.padEnd(32)} ${account.label}`),
  ];
}

/**
 * Writes the demo data in one transaction, once: a later start finds the demo seller and leaves
 * everything as it is. Never called in production.
 */
export async function seedDemoData(
  db: Db,
  { photoStorage, now = new Date() }: SeedOptions = {},
): Promise<SeedResult> {
  const created = await db.transaction(async (tx) => {
    // Two instances starting together against one PostgreSQL must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const seller = await queryOne(tx, 'SELECT id FROM users WHERE lower(email) = lower($1)', [
      demoAccountEmail('seller'),
    ]);
    if (seller) return false;

    const timeline = buildDemoTimeline(now);
    const createdAt = timeline.accountsCreatedAt;
    const workshop = await insertDemoWorkshops(tx, createdAt);
    await insertDemoClosures(tx, romeDate(now));
    // scrypt is slow on purpose: one hash serves the demo accounts, which share the password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const users = await insertDemoAccounts(tx, { passwordHash, workshopId: workshop.id, createdAt });
    await insertDemoInspections(tx, {
      sellerId: users.seller,
      workshopId: workshop.id,
      feeCents: workshop.feeCents,
      timeline,
    });
    // The older inspection's report first, so that report numbers follow the inspection dates.
    await insertDemoReport(tx, {
      id: DEMO_IDS.approvedReport,
      inspectionId: DEMO_IDS.approvedInspection,
      technicianId: users.technician,
      car: GOLF,
      inspectionDay: timeline.approved.day,
      completedAt: timeline.approved.completedAt,
      approval: {
        approvedAt: timeline.approved.approvedAt,
        approvedBy: users.backoffice,
        note: 'Foto e valutazioni coerenti con i dati del veicolo. Approvato.',
      },
    });
    await insertDemoReport(tx, {
      id: DEMO_IDS.awaitingApprovalReport,
      inspectionId: DEMO_IDS.awaitingApprovalInspection,
      technicianId: users.technician,
      car: FIAT_500,
      inspectionDay: timeline.awaiting.day,
      completedAt: timeline.awaiting.completedAt,
      approval: null,
    });
    if (photoStorage) await attachDemoPhotos(tx, photoStorage, DEMO_IDS);
    await sealDemoReport(tx, photoStorage, {
      id: DEMO_IDS.approvedReport,
      inspectionId: DEMO_IDS.approvedInspection,
      plate: GOLF.details.plate_number ?? '',
    });
    await insertDemoDealerInspections(tx, {
      dealerId: users.dealer,
      approverId: users.backoffice,
      sourceReportIds: [DEMO_IDS.approvedReport, DEMO_IDS.awaitingApprovalReport],
      now,
    });
    await insertDemoPurchase(tx, users.buyer, timeline);
    // The buyer's card in 'Sto comprando' has its invoice to download, as every paid purchase does.
    const purchase = await findPurchase(tx, DEMO_IDS.purchase);
    if (purchase) await issueDocument(tx, purchase, DEMO_COMPANY, 'invoice');
    await insertDemoFailedMail(tx);
    return true;
  });
  return { created, accounts: DEMO_ACCOUNTS.map(({ email, label }) => ({ email, label })) };
}
