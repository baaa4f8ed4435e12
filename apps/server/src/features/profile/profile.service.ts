import {
  type InspectionPurchased,
  type InspectionRequested,
  PROFILE_PAGE_SIZE,
  type PurchasedPage,
  type RequestedPage,
  type UserReports,
} from '@verificauto/shared/contracts/user-reports';
import { bookingChangeDeadline } from '@verificauto/shared/domain/booking-change';
import { workshopAddressLine } from '@verificauto/shared/domain/workshop-address';
import type { Queryable } from '../../db/db';
import type { ManageLinks } from '../../lib/manage-link';
import { photoToDto, photoVariantUrl, type VariantUrl } from '../../lib/photo-dto';
import { photoLinkExpiry, signedVariantUrl } from '../../lib/photo-link';
import type { WithdrawalLinks } from '../../lib/withdrawal-link';
import { bookingWithdrawalToken, purchaseWithdrawalToken } from '../../lib/withdrawal-offer';
import {
  listActivePurchases,
  listRequestedInspections,
  type PageRequest,
  type PurchasedRow,
  type ReportSummaryRow,
  type RequestedRow,
} from './profile.repository';

/** The card image: the default-size variant photoToDto chooses (a small photo has no 640 px one). */
function mainImageUrl(row: ReportSummaryRow, variantUrl: VariantUrl): string | null {
  if (!row.main_photo_id || !row.main_photo_width || !row.main_photo_height) return null;
  const photo = {
    id: row.main_photo_id,
    width: row.main_photo_width,
    height: row.main_photo_height,
    variant_widths: row.main_photo_variant_widths ?? [],
  };
  return photoToDto(photo, '', variantUrl).src;
}

const iso = (value: Date) => value.toISOString();

export interface ProfileDeps {
  db: Queryable;
  photoUrlSecret: string;
  withdrawalLinks: WithdrawalLinks;
  manageLinks: ManageLinks;
}

/**
 * The card's "Sposta o annulla": the booking e-mails' manage page, for the seller signed in, while the
 * booking can still be moved or cancelled online (docs/decisions/065-seller-booking-card.md).
 */
const manageToken = (links: ManageLinks, row: RequestedRow, now: Date) =>
  row.status === 'booked' && now.getTime() < bookingChangeDeadline(row.booked_at).getTime()
    ? links.token({ inspectionId: row.id, sequence: row.schedule_sequence })
    : null;

const reportSummary = (row: ReportSummaryRow, variantUrl: VariantUrl) => ({
  report_number: row.report_number,
  verdict_datecompleted: row.verdict_datecompleted ? iso(row.verdict_datecompleted) : null,
  main_image: mainImageUrl(row, variantUrl),
  brand: row.brand,
  model: row.model,
  year: row.year,
  odometer: row.odometer,
  score_overall: row.score_overall,
});

/**
 * One more row than a page is read: when it comes, the page is not the last and the next one starts after the
 * page's last row (docs/decisions/073-profile-lists-paged.md).
 */
async function readPage<Row>(
  read: (page: PageRequest) => Promise<Row[]>,
  before: string | undefined,
  cursorOf: (row: Row) => string,
): Promise<{ rows: Row[]; next: string | null }> {
  const rows = await read({ before, limit: PROFILE_PAGE_SIZE + 1 });
  const page = rows.slice(0, PROFILE_PAGE_SIZE);
  const last = page.at(-1);
  return { rows: page, next: rows.length > PROFILE_PAGE_SIZE && last ? cursorOf(last) : null };
}

/**
 * 'Sto vendendo', a page at a time. The main image of an approved report is public; the seller sees the
 * others' through a signed link (decision 026). A card links to the withdrawal function while the contract's
 * period lasts (docs/product.md#legal-withdrawal).
 */
export async function readRequestedPage(
  { db, photoUrlSecret, withdrawalLinks, manageLinks }: ProfileDeps,
  sellerId: string,
  before?: string,
  now = new Date(),
): Promise<RequestedPage> {
  const { rows, next } = await readPage(
    (page) => listRequestedInspections(db, sellerId, page),
    before,
    (row) => row.id,
  );
  const signedUrl = signedVariantUrl(photoUrlSecret, photoLinkExpiry(Date.now()));
  return {
    inspectionsRequested: rows.map((row) =>
      toRequested(row, { signedUrl, withdrawalLinks, manageLinks }, now),
    ),
    inspectionsRequestedNext: next,
  };
}

/** 'Sto comprando', a page at a time; a buyer sees only approved reports, whose main image is public. */
export async function readPurchasedPage(
  { db, withdrawalLinks }: ProfileDeps,
  buyerId: string,
  before?: string,
  now = new Date(),
): Promise<PurchasedPage> {
  const { rows, next } = await readPage(
    (page) => listActivePurchases(db, buyerId, page),
    before,
    (row) => row.purchase_id,
  );
  return {
    inspectionsPurchased: rows.map((row) => toPurchased(row, withdrawalLinks, now)),
    inspectionsPurchasedNext: next,
  };
}

/**
 * "Area riservata" (GET /api/user/reports): the first page of what the user sells ('Sto vendendo') and of
 * what they bought ('Sto comprando'), each with the start of its next page.
 */
export async function listUserReports(
  deps: ProfileDeps,
  userId: string,
  now = new Date(),
): Promise<UserReports> {
  const [requested, purchased] = await Promise.all([
    readRequestedPage(deps, userId, undefined, now),
    readPurchasedPage(deps, userId, undefined, now),
  ]);
  return { ...requested, ...purchased };
}

function toRequested(
  row: RequestedRow,
  links: { signedUrl: VariantUrl; withdrawalLinks: WithdrawalLinks; manageLinks: ManageLinks },
  now: Date,
): InspectionRequested {
  return {
    uuid: row.id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    booked_at: iso(row.booked_at),
    car_license_plate: row.car_license_plate,
    workshop_name: row.workshop_name,
    workshop_address: workshopAddressLine({
      address: row.workshop_address,
      postalCode: row.workshop_postal_code,
      city: row.workshop_city,
      province: row.workshop_province,
    }),
    workshop_phone: row.workshop_phone,
    amount_paid_cents: row.amount_paid_cents,
    manage_token: manageToken(links.manageLinks, row, now),
    awaiting_payment_until: row.hold_expires_at ? iso(row.hold_expires_at) : null,
    report:
      row.report_number === null
        ? null
        : {
            ...reportSummary(
              { ...row, report_number: row.report_number },
              row.backoffice_state === 'approved' ? photoVariantUrl : links.signedUrl,
            ),
            backoffice_state: row.backoffice_state,
          },
    withdrawal_token: bookingWithdrawalToken(
      links.withdrawalLinks,
      { id: row.id, status: row.status, createdAt: row.created_at },
      now,
    ),
  };
}

function toPurchased(row: PurchasedRow, withdrawalLinks: WithdrawalLinks, now: Date): InspectionPurchased {
  return {
    uuid: row.inspection_id,
    purchased_at: iso(row.paid_at),
    access_until: iso(row.access_until),
    order_number: row.order_number,
    amount_cents: row.amount_cents,
    invoice_url: row.has_invoice ? `/api/purchases/${row.purchase_id}/invoice.pdf` : null,
    report: reportSummary(row, photoVariantUrl),
    withdrawal_token: purchaseWithdrawalToken(
      withdrawalLinks,
      { id: row.purchase_id, status: 'paid', paidAt: row.paid_at },
      now,
    ),
  };
}
