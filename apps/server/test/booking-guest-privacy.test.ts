import { BookingCreatedSchema, type BookingRequest } from '@verificauto/shared/contracts/booking';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { createUser, mailsTo, type OutboxMail, type SignedIn, signIn } from './helpers/auth';
import { addWorkshop, freeSlots, guestBooking, postBooking, receiptOf, slotTaker } from './helpers/booking';
import { freshAddress, PAYING_CARD, runJobs } from './helpers/checkout';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

// A guest's booking (decision 045): a browser not signed in as an account learns nothing of it from its
// e-mail, and cannot put bookings in its 'Sto vendendo'.

let ctx: TestContext;
let regulationVersion: string;
let feeWorkshop: string;
let freeWorkshop: string;
let nextFeeSlot: () => string;
let nextFreeSlot: () => string;
let technician: SignedIn;

const STRANGER = { name: 'Estraneo Curioso', phone: '+39 347 000 1111' };
const STRANGER_BILLING = {
  first_name: 'Estraneo',
  last_name: 'Curioso',
  country: 'IT',
  tax_code: 'RSSMRA85T10A562S',
  address: { street: 'Via Roma 1', postal_code: '40121', city: 'Bologna', province: 'BO' },
};

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  feeWorkshop = await addWorkshop(ctx.db, { inspection_fee_cents: 8900 });
  freeWorkshop = await addWorkshop(ctx.db);
  nextFeeSlot = slotTaker(await freeSlots(ctx, feeWorkshop));
  nextFreeSlot = slotTaker(await freeSlots(ctx, freeWorkshop));
  const tecnico = await createUser(ctx.db, {
    email: 'tecnico@officina.test',
    name: 'Tecnico Bergonzoni',
    role: 'technician',
    workshopId: freeWorkshop,
  });
  technician = await signIn(ctx.app, tecnico.email);
});
afterAll(() => ctx.close());

let victims = 0;
/** An account with a name and a profile's tax code and country, confirmed unless told otherwise. */
async function account(options: { confirmed?: boolean } = {}) {
  const email = `vittima-${++victims}@example.it`;
  const user = await createUser(ctx.db, { email, name: 'Vittoria Segreta', ...options });
  await ctx.db.query(`UPDATE users SET tax_code = 'SGRVTT80A41H501X', country = 'IT' WHERE id = $1`, [
    user.id,
  ]);
  return user;
}

/** A confirmed account, signed in to read its lists. */
async function victim() {
  const user = await account();
  return { ...user, signedIn: await signIn(ctx.app, user.email) };
}

const bookAs = async (
  fields: { workshop: string; slot: string; email: string } & Partial<BookingRequest>,
  cookies: Record<string, string> = {},
) => {
  const { workshop, ...rest } = fields;
  const res = await postBooking(
    ctx,
    guestBooking({
      workshop_uuid: workshop,
      plate: 'AB123CD',
      regulation_version: regulationVersion,
      ...rest,
    }),
    cookies,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { id: BookingCreatedSchema.parse(res.json()).inspection_uuid, receipt: receiptOf(res) };
};

/** A stranger's guest booking at the fee workshop with the e-mail of a new victim's account. */
async function strangerBooksWithVictimsEmail() {
  const owner = await victim();
  const booking = await bookAs({
    workshop: feeWorkshop,
    slot: nextFeeSlot(),
    email: owner.email,
    ...STRANGER,
  });
  return { owner, booking };
}

const get = (url: string, cookies: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: xsrfHeaders(cookies) });

const sellingList = async (signedIn: SignedIn) => {
  const res = await ctx.app.inject({ url: '/api/user/reports', headers: signedIn.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().inspectionsRequested as { uuid: string }[]).map((card) => card.uuid);
};

/** Pays the booking's fee on the built-in test checkout, as the browser that booked. */
const payFee = async (booking: { id: string; receipt: Record<string, string> }) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/inspections/${booking.id}/fee/pay`,
    payload: { billing: STRANGER_BILLING, card: PAYING_CARD },
    headers: { ...xsrfHeaders(booking.receipt), 'user-agent': 'Vitest/1.0 (test)' },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
};

const feeOrder = async (inspectionId: string) =>
  (
    await ctx.db.query<{ order_number: string; status: string; buyer_id: string | null }>(
      `SELECT order_number, status, buyer_id FROM purchases WHERE inspection_id = $1 AND kind = 'booking_fee'`,
      [inspectionId],
    )
  )[0];

const exportedOrders = async (signedIn: SignedIn) => {
  const res = await ctx.app.inject({ url: '/api/user/account/export', headers: signedIn.headers });
  expect(res.statusCode).toBe(200);
  return {
    purchases: (res.json().data.purchases as { order_number: string }[]).map((row) => row.order_number),
    invoices: (res.json().data.invoices as { purchase_id: string }[]).length,
  };
};

const claimToken = (mail: OutboxMail | undefined) => {
  const token = mail?.text.match(/\/booking\/claim\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no claim link in: ${mail?.text}`);
  return token;
};

const claim = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/claim/${token}`,
    headers: xsrfHeaders(),
    remoteAddress: freshAddress(),
  });

describe('a guest books a fee workshop with the e-mail of an existing account', () => {
  it('shows back only what it typed, whatever the state of the account', async () => {
    for (const confirmed of [true, false]) {
      const owner = await account({ confirmed });
      const booking = await bookAs({
        workshop: feeWorkshop,
        slot: nextFeeSlot(),
        email: owner.email,
        ...STRANGER,
      });

      const read = await get(`/api/inspections/${booking.id}`, booking.receipt);
      expect(read.statusCode).toBe(200);
      expect(read.json().user).toEqual({ name: STRANGER.name, email: owner.email, confirmed: true });
      expect(read.body).not.toContain('Segreta');

      const fee = await get(`/api/inspections/${booking.id}/fee`, booking.receipt);
      expect(fee.statusCode).toBe(200);
      expect(fee.json().buyer).toEqual({
        email: owner.email,
        first_name: 'Estraneo',
        last_name: 'Curioso',
        country: 'IT',
        tax_code: null,
      });
      expect(fee.body).not.toContain('Segreta');
      expect(fee.body).not.toContain('SGRVTT');
    }
  });

  it('stays out of the account until the address owner confirms it from the e-mail, once', async () => {
    const { owner, booking } = await strangerBooksWithVictimsEmail();
    expect(await sellingList(owner.signedIn)).not.toContain(booking.id);
    // Signed in as the address, the owner does not see it as theirs before confirming either.
    expect((await get(`/api/inspections/${booking.id}`, owner.signedIn.cookies)).statusCode).toBe(404);
    expect((await get(`/api/inspections/${booking.id}/fee`, owner.signedIn.cookies)).statusCode).toBe(404);
    const phone = await ctx.db.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(phone[0]?.phone).toBeNull();

    await runJobs(ctx);
    const mails = await mailsTo(ctx.db, owner.email);
    expect(mails.map((mail) => mail.template)).toEqual(['booking_claim']);
    const [mail] = mails;
    expect(mail?.subject).toBe('Conferma la prenotazione fatta con il tuo indirizzo – Verificauto');
    expect(mail?.text).toContain('AB123CD');
    expect(mail?.text).toContain('Officina Bergonzoni');
    expect(mail?.text).toContain('30 minuti');

    const token = claimToken(mail);
    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ inspection_uuid: booking.id, car_license_plate: 'AB123CD' });
    expect(await sellingList(owner.signedIn)).toContain(booking.id);
    const [filled] = await ctx.db.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(filled?.phone).toBe(STRANGER.phone);
    expect((await get(`/api/inspections/${booking.id}`, owner.signedIn.cookies)).json().user.name).toBe(
      'Vittoria Segreta',
    );

    const again = await claim(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('claim_link_not_found');
    // The browser that booked still sees only what it typed.
    const read = await get(`/api/inspections/${booking.id}`, booking.receipt);
    expect(read.json().user.name).toBe(STRANGER.name);
  });

  it('once the owner has it, the pay page’s details are shown back only to the owner', async () => {
    const { owner, booking } = await strangerBooksWithVictimsEmail();
    const typed = (first_name: string, tax_code: string) =>
      ctx.db.query(`UPDATE purchases SET billing = $2 WHERE inspection_id = $1`, [
        booking.id,
        JSON.stringify({
          first_name,
          last_name: 'Rossi',
          country: 'IT',
          tax_code,
          address: { street: 'Via Roma 1', postal_code: '40121', city: 'Bologna', province: 'BO' },
        }),
      ]);
    const buyer = async (cookies: Record<string, string>) =>
      (await get(`/api/inspections/${booking.id}/fee`, cookies)).json().buyer;
    // Typed on the pay page by the browser that booked, while the booking waits: its own.
    await typed('Estraneo', 'STRNEO80A01A944X');
    expect(await buyer(booking.receipt)).toMatchObject({
      first_name: 'Estraneo',
      tax_code: 'STRNEO80A01A944X',
    });

    const [mail] = await mailsTo(ctx.db, owner.email);
    expect((await claim(claimToken(mail))).statusCode).toBe(200);
    await typed('Vittoria', 'SGRVTT80A41H501X');
    expect(await buyer(owner.signedIn.cookies)).toMatchObject({
      first_name: 'Vittoria',
      tax_code: 'SGRVTT80A41H501X',
    });
    expect(await buyer(booking.receipt)).toEqual({
      email: owner.email,
      first_name: 'Estraneo',
      last_name: 'Curioso',
      country: 'IT',
      tax_code: null,
    });
  });

  it('an expired or malformed claim link attaches nothing', async () => {
    const { owner, booking } = await strangerBooksWithVictimsEmail();
    const [mail] = await mailsTo(ctx.db, owner.email);
    await ctx.db.query(
      `UPDATE inspections SET claim_expires_at = now() - interval '1 second' WHERE id = $1`,
      [booking.id],
    );
    const expired = await claim(claimToken(mail));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      code: 'claim_link_expired',
      message:
        'Il link per confermare la prenotazione è scaduto: per aggiungerla al tuo account scrivi all’assistenza.',
    });
    expect((await claim('non-un-token')).statusCode).toBe(404);
    expect(await sellingList(owner.signedIn)).not.toContain(booking.id);
  });
});

describe('a guest pays the fee of a booking made with the e-mail of an existing account', () => {
  it('the order stays out of the account until its owner confirms the booking, then joins it', async () => {
    const { owner, booking } = await strangerBooksWithVictimsEmail();
    await payFee(booking);
    const paid = await feeOrder(booking.id);
    expect(paid).toMatchObject({ status: 'paid', buyer_id: null });
    expect(await exportedOrders(owner.signedIn)).toEqual({ purchases: [], invoices: 0 });

    const [mail] = await mailsTo(ctx.db, owner.email);
    expect((await claim(claimToken(mail))).statusCode).toBe(200);
    expect(await feeOrder(booking.id)).toMatchObject({ status: 'paid', buyer_id: owner.id });
    expect(await exportedOrders(owner.signedIn)).toEqual({ purchases: [paid?.order_number], invoices: 1 });
  });

  it('a payment and the owner’s confirmation at once: the order joins the account either way', async () => {
    for (let run = 0; run < 6; run++) {
      const { owner, booking } = await strangerBooksWithVictimsEmail();
      const [mail] = await mailsTo(ctx.db, owner.email);
      const [, claimed] = await Promise.all([payFee(booking), claim(claimToken(mail))]);
      expect(claimed.statusCode).toBe(200);
      expect(await feeOrder(booking.id)).toMatchObject({ status: 'paid', buyer_id: owner.id });
    }
  });

  it('a booking already the owner’s gets its order at once', async () => {
    const seller = await victim();
    const booking = await bookAs(
      { workshop: feeWorkshop, slot: nextFeeSlot(), email: seller.email, name: 'Vittoria Segreta' },
      seller.signedIn.cookies,
    );
    await payFee(booking);
    expect(await feeOrder(booking.id)).toMatchObject({ status: 'paid', buyer_id: seller.id });
  });
});

describe('a browser not signed in as the account writes nothing on it', () => {
  it('not even the name or phone that a nameless account lacks, booking or paying a fee', async () => {
    const nameless = await createUser(ctx.db, { email: 'senza-nome@example.it' });
    const row = () => ctx.db.query('SELECT * FROM users WHERE id = $1', [nameless.id]);
    const before = await row();
    await bookAs({ workshop: freeWorkshop, slot: nextFreeSlot(), email: nameless.email, ...STRANGER });
    const feeBooking = await bookAs({
      workshop: feeWorkshop,
      slot: nextFeeSlot(),
      email: nameless.email,
      ...STRANGER,
    });
    await payFee(feeBooking);
    expect(await row()).toEqual(before);
  });
});

describe('the workshop’s list of bookings', () => {
  it('shows the contact typed at booking, not the account’s name, phone or e-mail', async () => {
    const owner = await account();
    await ctx.db.query(`UPDATE users SET phone = '+39 333 999 0000' WHERE id = $1`, [owner.id]);
    const slot = nextFreeSlot();
    const booking = await bookAs({
      workshop: freeWorkshop,
      slot,
      email: owner.email.toUpperCase(),
      ...STRANGER,
    });
    const res = await ctx.app.inject({
      url: `/api/workshop/bookings?from=${romeIsoDate(slot)}`,
      headers: technician.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json().bookings as { uuid: string }[]).find((row) => row.uuid === booking.id);
    expect(listed).toMatchObject({
      contact_name: STRANGER.name,
      contact_email: owner.email.toUpperCase(),
      contact_phone: STRANGER.phone,
    });
    expect(res.body).not.toContain('Segreta');
    expect(res.body).not.toContain('999 0000');
  });
});

describe('a guest books a free workshop with the e-mail of an existing account', () => {
  it('the owner gets the confirmation with its cancel link and the claim e-mail; the account gets nothing', async () => {
    const owner = await victim();
    const booking = await bookAs({
      workshop: freeWorkshop,
      slot: nextFreeSlot(),
      email: owner.email,
      ...STRANGER,
    });
    expect((await get(`/api/inspections/${booking.id}`, booking.receipt)).json().user).toEqual({
      name: STRANGER.name,
      email: owner.email,
      confirmed: true,
    });
    await runJobs(ctx);
    const templates = (await mailsTo(ctx.db, owner.email)).map((mail) => mail.template).sort();
    expect(templates).toEqual(['booking_claim', 'booking_confirmation']);
    expect(await sellingList(owner.signedIn)).not.toContain(booking.id);
  });

  it('signed in as another account is no better than a guest', async () => {
    const owner = await victim();
    const other = await victim();
    const booking = await bookAs(
      { workshop: freeWorkshop, slot: nextFreeSlot(), email: owner.email, ...STRANGER },
      other.signedIn.cookies,
    );
    expect(await sellingList(owner.signedIn)).not.toContain(booking.id);
    expect(await sellingList(other.signedIn)).not.toContain(booking.id);
    expect((await get(`/api/inspections/${booking.id}`, other.signedIn.cookies)).statusCode).toBe(404);
  });
});

describe('the bookings of the account holder', () => {
  it('signed in, the seller’s own booking shows at once, with the profile prefilled on the pay page', async () => {
    const seller = await victim();
    const booking = await bookAs(
      { workshop: feeWorkshop, slot: nextFeeSlot(), email: seller.email, name: 'Vittoria Segreta' },
      seller.signedIn.cookies,
    );
    expect(await sellingList(seller.signedIn)).toContain(booking.id);
    const fee = await get(`/api/inspections/${booking.id}/fee`, seller.signedIn.cookies);
    expect(fee.json().buyer).toEqual({
      email: seller.email,
      first_name: 'Vittoria',
      last_name: 'Segreta',
      country: 'IT',
      tax_code: 'SGRVTT80A41H501X',
    });
    expect((await get(`/api/inspections/${booking.id}`, seller.signedIn.cookies)).json().user).toEqual({
      name: 'Vittoria Segreta',
      email: seller.email,
      confirmed: true,
    });
    expect((await mailsTo(ctx.db, seller.email)).map((mail) => mail.template)).not.toContain('booking_claim');
  });

  it('a new e-mail: the account is created with the booking in it, and its browser is told of the password e-mail', async () => {
    const email = 'nuova-venditrice@example.it';
    const booking = await bookAs({
      workshop: freeWorkshop,
      slot: nextFreeSlot(),
      email,
      name: 'Nuova Venditrice',
    });
    expect((await get(`/api/inspections/${booking.id}`, booking.receipt)).json().user).toEqual({
      name: 'Nuova Venditrice',
      email,
      confirmed: false,
    });
    await runJobs(ctx);
    const templates = (await mailsTo(ctx.db, email)).map((mail) => mail.template).sort();
    expect(templates).toEqual(['booking_confirmation', 'password_setup']);
    const seller = await ctx.db.query<{ seller: string }>(
      'SELECT u.email AS seller FROM inspections i JOIN users u ON u.id = i.seller_id WHERE i.id = $1 AND i.claim_token_hash IS NULL',
      [booking.id],
    );
    expect(seller).toEqual([{ seller: email }]);
  });
});
