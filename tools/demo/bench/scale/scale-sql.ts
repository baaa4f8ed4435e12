/**
 * The statements that grow the database, set-based (generate_series), each one INSERT … ON CONFLICT DO
 * NOTHING with identifiers derived from the row's number: a second run adds back only what the purge or the
 * retention deleted. Rows are copies of the demo seed's (its approved and its awaiting report with their
 * checklist, its purchase and invoice, its e-mail, its workshop's hours), with the people, cars and dates
 * changed, so they look like the app's own and satisfy its constraints. Numbers are interpolated: they come
 * from scaleVolumes, never from input.
 */
import { DEMO_IDS, DEMO_WORKSHOP_SLUG } from '../../src/seed/demo-ids';
import { BACKOFFICE_USERS, type ScaleVolumes } from './scale-volumes';

/** A version-4-shaped uuid from a name and a row number (the response contracts check the version). */
export const scaleId = (kind: string, n: string) =>
  `overlay(overlay(md5('scala-${kind}-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

const FIRST_NAMES = `ARRAY['Marco','Giulia','Luca','Francesca','Alessandro','Chiara','Andrea','Sara','Matteo','Valentina',
  'Lorenzo','Elena','Davide','Martina','Simone','Federica','Stefano','Silvia','Paolo','Laura']`;
const LAST_NAMES = `ARRAY['Rossi','Russo','Ferrari','Esposito','Bianchi','Romano','Colombo','Ricci','Marino','Greco',
  'Bruno','Gallo','Conti','De Luca','Mancini','Costa','Giordano','Rizzo','Lombardi','Moretti']`;
const firstName = (n: string) => `(${FIRST_NAMES})[1 + (${n}) % 20]`;
const lastName = (n: string) => `(${LAST_NAMES})[1 + ((${n}) * 7) % 20]`;
const customerEmail = (n: string) => `'cliente' || (${n}) || '@scala.verificauto.test'`;
/** Italian plates since 1994 (two letters, three digits, two letters; no I, O, Q, U), one per number. */
const PLATE_LETTERS = "'ABCDEFGHJKLMNPRSTVWXYZ'";
const letter = (n: string) => `substr(${PLATE_LETTERS}, 1 + (${n}) % 22, 1)`;
const plate = (g: string) =>
  `${letter(`(${g} + 3000000) / 10648000`)} || ${letter(`(${g} + 3000000) / 484000`)} || ` +
  `lpad(((${g}) % 1000)::text, 3, '0') || ${letter(`(${g} + 3000000) / 22000`)} || ${letter(`(${g} + 3000000) / 1000`)}`;

/**
 * Copies of the row `t` that `from` joins in, with the columns of `changes` (jsonb_build_object's pairs)
 * replaced: every other column, including those a later migration adds, is the template's.
 */
const copyRows = (table: string, from: string, changes: string, overriding = '') => `
  INSERT INTO ${table} ${overriding}
  SELECT rec.*
    FROM ${from}
   CROSS JOIN LATERAL jsonb_populate_record(NULL::${table}, to_jsonb(t) || jsonb_build_object(${changes})) rec
  ON CONFLICT DO NOTHING`;

export interface ScaleStep {
  label: string;
  sql: string;
  params?: unknown[];
  /** Run again on a database already at the scale: it adds back what the maintenance jobs deleted. */
  refill?: boolean;
}

export function scaleSteps(v: ScaleVolumes, workshops: readonly WorkshopPlace[]): ScaleStep[] {
  /** A customer for any number, not the bench seller (1) nor the bench buyer (2). */
  const customer = (n: string) => `(3 + ((${n})::bigint * 7919) % ${v.customers - 2})`;
  const reportWorkshop = (g: string) => `(1 + ((${g})::bigint * 31) % ${v.workshops})`;
  const approved = v.reports - v.pendingReports;
  const backoffice = (n: string) => scaleId('backoffice', `1 + (${n}) % ${BACKOFFICE_USERS}`);
  const template = (g: string) =>
    `CASE WHEN (${g}) % 2 = 0 THEN '${DEMO_IDS.approvedReport}'::uuid ELSE '${DEMO_IDS.awaitingApprovalReport}'::uuid END`;
  const templateInspection = (g: string) =>
    `CASE WHEN (${g}) % 2 = 0 THEN '${DEMO_IDS.approvedInspection}'::uuid ELSE '${DEMO_IDS.awaitingApprovalInspection}'::uuid END`;
  const demoSeller = `(SELECT password_hash FROM users WHERE lower(email) = 'venditore@verificauto.test')`;

  const users = (kind: string, count: number, columns: string) => `
    INSERT INTO users (id, email, password_hash, name, phone, confirmed, role, workshop_id, created_at, updated_at,
                       last_sign_in_at, inactivity_warned_at, marketing_consent)
    SELECT ${scaleId(kind, 'g')}, ${columns}
      FROM generate_series(1, ${count}) g
    ON CONFLICT DO NOTHING`;
  const person = (n: string) => `${firstName(n)} || ' ' || ${lastName(n)}`;
  const phone = (n: string) => `'+39 3' || lpad(((${n})::bigint * 7919 % 1000000000)::text, 9, '0')`;

  // A purchase of report `report` by customer `buyer`, paid at `paid`, copied from the demo's purchase.
  const purchases = (kind: string, count: number, buyer: string, report: string, paid: string, extra = '') =>
    copyRows(
      'purchases',
      `generate_series(1, ${count}) g
       CROSS JOIN LATERAL (SELECT ${buyer} AS b, ${report} AS r, ${paid} AS paid) x
       CROSS JOIN (SELECT * FROM purchases WHERE id = '${DEMO_IDS.purchase}') t`,
      `'id', ${scaleId(kind, 'g')}, 'order_number', 'VA-S-${kind}-' || g,
       'buyer_id', ${scaleId('user', 'x.b')}, 'buyer_email', ${customerEmail('x.b')},
       'billing', t.billing || jsonb_build_object('first_name', ${firstName('x.b')}, 'last_name', ${lastName('x.b')}),
       'report_id', ${scaleId('report', 'x.r')}, 'provider_ref', 'scala-${kind}-' || g, 'provider_session', NULL,
       'created_at', x.paid, 'updated_at', x.paid, 'paid_at', x.paid, 'access_until', x.paid + interval '180 days',
       'report_accessed_at', x.paid + interval '1 minute', 'emails_queued_at', x.paid,
       'claim_token_hash', NULL, 'claim_expires_at', NULL, 'signed_in_user_id', NULL${extra}`,
    );
  const invoices = (kind: string, purchaseKind: string, count: number) =>
    copyRows(
      'invoices',
      `generate_series(1, ${count}) g
       JOIN purchases p ON p.id = ${scaleId(purchaseKind, 'g')}
       CROSS JOIN LATERAL (SELECT extract(year FROM p.paid_at AT TIME ZONE 'Europe/Rome')::int AS year) y
       CROSS JOIN (SELECT * FROM invoices WHERE purchase_id = '${DEMO_IDS.purchase}' AND kind = 'invoice') t`,
      `'id', ${scaleId(kind, 'g')}, 'purchase_id', p.id, 'year', y.year, 'number', 1000 + g,
       'label', (1000 + g) || '/' || y.year, 'issued_at', p.paid_at, 'emailed_at', p.paid_at,
       'customer', t.customer || jsonb_build_object('firstName', p.billing->>'first_name',
                                                    'lastName', p.billing->>'last_name', 'email', p.buyer_email)`,
    );
  const sessions = (kind: string, from: number, to: number, expires: string) => `
    INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at, absolute_expires_at, ip, user_agent)
    SELECT encode(sha256(('scala-${kind}-' || g)::bytea), 'hex'), ${scaleId('user', `1 + g % ${v.customers}`)},
           x.created, x.created, ${expires}, x.created + interval '30 days',
           '10.' || (g % 250) || '.' || (g / 250 % 250) || '.' || (1 + g % 200),
           'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1'
      FROM generate_series(${from}, ${to}) g
      CROSS JOIN LATERAL (SELECT now() - (g % 29) * interval '1 day' - (g % 1440) * interval '1 minute' AS created) x
    ON CONFLICT DO NOTHING`;
  // E-mails copied from the demo's (a booking reminder), sent; one in a thousand refused for good.
  const mails = (kind: string, count: number, created: string) =>
    copyRows(
      'mail_outbox',
      `generate_series(1, ${count}) g
       CROSS JOIN LATERAL (SELECT ${created} AS created) x
       CROSS JOIN (SELECT * FROM mail_outbox WHERE to_address = 'mario.rossi@gmial.test' LIMIT 1) t`,
      `'id', ${scaleId(kind, 'g')}, 'to_address', ${customerEmail(customer('g'))},
       'status', CASE WHEN g % 1000 = 0 THEN 'failed' ELSE 'sent' END, 'attempts', 1,
       'last_error', CASE WHEN g % 1000 = 0 THEN t.last_error END,
       'failed_at', CASE WHEN g % 1000 = 0 THEN x.created END,
       'failure', CASE WHEN g % 1000 = 0 THEN 'rejected' END,
       'provider_message_id', '<scala-${kind}-' || g || '@verificauto.test>',
       'created_at', x.created, 'sent_at', x.created + interval '5 seconds'`,
    );
  const oldMails = Math.round(v.mails / 91);

  return [
    {
      label: 'officine',
      sql: `
        INSERT INTO workshops (id, slug, name, address, postal_code, city, province, phone, email, latitude, longitude,
                               opening_hours, slot_minutes, inspection_fee_cents, created_at, updated_at)
        SELECT ${scaleId('workshop', 'w.n')}, 'officina-scala-' || w.n, w.name, w.address, w.cap, w.city, w.province,
               w.phone, 'officina-scala-' || w.n || '@officine.verificauto.test', w.lat, w.lng,
               t.opening_hours, 60, t.inspection_fee_cents, now() - interval '2 years', now() - interval '2 years'
          FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[])
                 WITH ORDINALITY AS w(name, address, cap, city, province, phone, lat, lng, n)
         CROSS JOIN (SELECT opening_hours, inspection_fee_cents FROM workshops WHERE slug = '${DEMO_WORKSHOP_SLUG}') t
        ON CONFLICT DO NOTHING`,
      params: [
        workshops.map((w) => w.name),
        workshops.map((w) => w.address),
        workshops.map((w) => w.postal_code),
        workshops.map((w) => w.city),
        workshops.map((w) => w.province),
        workshops.map((w) => w.phone),
        workshops.map((w) => w.latitude),
        workshops.map((w) => w.longitude),
      ],
    },
    {
      label: 'tecnici e back office',
      sql: `${users(
        'technician',
        v.workshops,
        `'officina' || g || '@scala.verificauto.test', ${demoSeller}, ${person('g')}, ${phone('g')}, true,
         'technician', ${scaleId('workshop', 'g')}, now() - interval '2 years', now() - interval '2 years',
         now() - (g % 7) * interval '1 day', NULL, false`,
      )};
      ${users(
        'backoffice',
        BACKOFFICE_USERS,
        `'backoffice' || g || '@scala.verificauto.test', ${demoSeller}, ${person('g + 3')}, NULL, true,
         'backoffice', NULL, now() - interval '2 years', now() - interval '2 years', now(), NULL, false`,
      )}`,
    },
    {
      label: 'clienti',
      sql: users(
        'user',
        v.customers,
        `${customerEmail('g')}, ${demoSeller}, ${person('g')}, ${phone('g')}, true, 'user', NULL,
         now() - (30 + (g::bigint * 7919) % 700) * interval '1 day', now() - (30 + (g::bigint * 7919) % 700) * interval '1 day',
         now() - (30 + (g::bigint * 7919) % 700) * interval '1 day' * ((g::bigint * 13) % 100) / 100.0, NULL, g % 3 = 0`,
      ),
    },
    {
      label: 'registrazioni mai confermate (retention)',
      refill: true,
      sql: users(
        'unconfirmed',
        v.unconfirmedAccounts,
        `'nonconfermato' || g || '@scala.verificauto.test', NULL, '', NULL, false, 'user', NULL,
         now() - (31 + g % 300) * interval '1 day', now() - (31 + g % 300) * interval '1 day', NULL, NULL, false`,
      ),
    },
    {
      // Half were warned over a month ago (the retention closes them), half not yet (it warns them).
      label: 'account inattivi da oltre due anni (retention)',
      refill: true,
      sql: `
        DELETE FROM users WHERE id IN (SELECT ${scaleId('inactive', 'g')} FROM generate_series(1, ${v.inactiveAccounts}) g)
          AND (closed_at IS NOT NULL OR inactivity_warned_at > now() - interval '1 month');
        ${users(
          'inactive',
          v.inactiveAccounts,
          `'inattivo' || g || '@scala.verificauto.test', ${demoSeller}, ${person('g')}, ${phone('g')}, true, 'user',
           NULL, now() - interval '3 years', now() - interval '3 years', now() - interval '3 years' + g * interval '1 hour',
           CASE WHEN g % 2 = 0 THEN now() - interval '40 days' END, false`,
        )}`,
    },
    {
      label: 'ispezioni con report',
      sql: `
        INSERT INTO inspections (id, seller_id, workshop_id, car_license_plate, booked_at, status, fee_cents,
                                 regulation_version, contact_name, contact_email, contact_phone, checked_in_at,
                                 created_at, updated_at)
        SELECT ${scaleId('inspection', 'g')}, u.id, ${scaleId('workshop', reportWorkshop('g'))}, ${plate('g')}, x.booked,
               'done', t.fee_cents, t.regulation_version, u.name, u.email, u.phone, x.booked - interval '10 minutes',
               x.booked - interval '3 days', x.booked + interval '2 hours'
          FROM generate_series(1, ${v.reports}) g
         CROSS JOIN LATERAL (SELECT CASE WHEN g <= ${v.sellerInspections} THEN 1 ELSE ${customer('g')} END AS seller,
                                    date_trunc('hour', now()) - CASE WHEN g <= ${approved}
                                      THEN (10 + g % 355) * interval '1 day' ELSE (1 + g % 9) * interval '1 day' END
                                      - (g % 8) * interval '1 hour' AS booked) x
          JOIN users u ON u.id = ${scaleId('user', 'x.seller')}
         CROSS JOIN (SELECT fee_cents, regulation_version FROM inspections WHERE id = '${DEMO_IDS.approvedInspection}') t
        ON CONFLICT DO NOTHING`,
    },
    {
      // The bench workshop (number 1) has its bookings ahead, six a day; the others one in two ahead, one cancelled.
      label: 'altre prenotazioni',
      sql: `
        INSERT INTO inspections (id, seller_id, workshop_id, car_license_plate, booked_at, status, fee_cents,
                                 regulation_version, contact_name, contact_email, contact_phone, created_at, updated_at)
        SELECT ${scaleId('inspection', `${v.reports} + g`)}, u.id, ${scaleId('workshop', 'x.w')},
               ${plate(`${v.reports} + g`)}, x.booked, x.status, t.fee_cents, t.regulation_version, u.name, u.email,
               u.phone, now() - (g % 20) * interval '1 day', now() - (g % 20) * interval '1 day'
          FROM generate_series(1, ${v.otherInspections}) g
         CROSS JOIN LATERAL (SELECT
             CASE WHEN g <= ${v.workshopBookingsAhead} THEN 1 ELSE 2 + g % ${v.workshops - 1} END AS w,
             CASE WHEN g <= ${v.workshopBookingsAhead} OR g % 2 = 0 THEN 'booked' ELSE 'cancelled' END AS status,
             CASE WHEN g <= ${v.workshopBookingsAhead}
                  THEN date_trunc('day', now()) + (1 + (g - 1) / 6) * interval '1 day' + (9 + (g - 1) % 6) * interval '1 hour'
                  WHEN g % 2 = 0
                  THEN date_trunc('day', now()) + (1 + (g / ${v.workshops - 1}) % 60) * interval '1 day'
                       + (8 + (g / ${v.workshops - 1}) / 60 % 10) * interval '1 hour'
                  ELSE date_trunc('hour', now()) - (1 + g % 300) * interval '1 day' END AS booked) x
          JOIN users u ON u.id = ${scaleId('user', customer(`${v.reports} + g`))}
         CROSS JOIN (SELECT fee_cents, regulation_version FROM inspections WHERE id = '${DEMO_IDS.approvedInspection}') t
        ON CONFLICT DO NOTHING`,
    },
    {
      label: 'report',
      sql: `
        ${copyRows(
          'reports',
          `generate_series(1, ${v.reports}) g
           JOIN inspections i ON i.id = ${scaleId('inspection', 'g')}
           CROSS JOIN LATERAL (SELECT i.booked_at + interval '90 minutes' AS done,
                                      CASE WHEN g <= ${approved} THEN i.booked_at + interval '1 day' END AS approved) x
           JOIN reports t ON t.id = ${template('g')}
           CROSS JOIN (SELECT fingerprint FROM reports WHERE id = '${DEMO_IDS.approvedReport}') a`,
          `'id', ${scaleId('report', 'g')}, 'inspection_id', i.id, 'report_number', 100000 + g,
           'technician_id', ${scaleId('technician', reportWorkshop('g'))}, 'plate_number', i.car_license_plate,
           'verdict_datecompleted', x.done, 'submitted_at', x.done, 'created_at', x.done,
           'updated_at', coalesce(x.approved, x.done), 'main_photo_id', NULL, 'version', 1,
           'backoffice_state', CASE WHEN x.approved IS NOT NULL THEN 'approved' END,
           'backoffice_note', CASE WHEN x.approved IS NOT NULL THEN 'Foto e valutazioni coerenti. Approvato.' END,
           'approved_at', x.approved, 'approved_by', CASE WHEN x.approved IS NOT NULL THEN ${backoffice('g')} END,
           'sealed_at', x.approved, 'fingerprint', CASE WHEN x.approved IS NOT NULL THEN a.fingerprint END`,
          'OVERRIDING SYSTEM VALUE',
        )};
        SELECT setval(pg_get_serial_sequence('reports', 'report_number'), (SELECT max(report_number) FROM reports))`,
    },
    {
      label: 'bozze, versioni e letture del contachilometri',
      sql: `
        ${copyRows(
          'report_drafts',
          `generate_series(1, ${v.reports}) g
           JOIN reports r ON r.id = ${scaleId('report', 'g')}
           JOIN report_drafts t ON t.inspection_id = ${templateInspection('g')}`,
          `'inspection_id', r.inspection_id,
           'state', CASE WHEN r.backoffice_state IS NULL THEN 'submitted' ELSE 'approved' END,
           'submitted_at', r.submitted_at, 'submitted_by', r.technician_id,
           'created_at', r.submitted_at - interval '80 minutes', 'updated_at', r.updated_at,
           'updated_by', coalesce(r.approved_by, r.technician_id)`,
        )};
        INSERT INTO report_versions (report_id, version, sealed_at, fingerprint, approved_by)
        SELECT r.id, 1, r.sealed_at, r.fingerprint, r.approved_by
          FROM generate_series(1, ${approved}) g JOIN reports r ON r.id = ${scaleId('report', 'g')}
        ON CONFLICT DO NOTHING;
        INSERT INTO report_odometer_readings (report_id, position, source, read_on, km)
        SELECT ${scaleId('report', 'g')}, t.position, t.source, t.read_on, t.km
          FROM generate_series(1, ${v.reports}) g JOIN report_odometer_readings t ON t.report_id = ${template('g')}
        ON CONFLICT DO NOTHING`,
    },
    {
      label: 'voci della checklist',
      sql: `
        INSERT INTO report_items (id, report_id, category, item_key, value_rating, value_text, description,
                                  min_repair_cost_cents, max_repair_cost_cents, not_checked_reason, severity)
        SELECT gen_random_uuid(), ${scaleId('report', 'g')}, t.category, t.item_key, t.value_rating, t.value_text,
               t.description, t.min_repair_cost_cents, t.max_repair_cost_cents, t.not_checked_reason, t.severity
          FROM generate_series(1, ${v.reports}) g JOIN report_items t ON t.report_id = ${template('g')}
        ON CONFLICT DO NOTHING`,
    },
    {
      label: 'acquisti',
      sql: `${purchases(
        'purchase',
        v.purchases,
        `CASE WHEN g <= ${v.buyerPurchases} THEN 2 ELSE ${customer('g')} END`,
        `CASE WHEN g <= ${v.buyerPurchases} THEN g ELSE 1 + (g::bigint * 7919) % ${approved} END`,
        `date_trunc('minute', now()) - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'`,
      )}`,
    },
    {
      // Orders past the 10 years of art. 2220 c.c.: their access ended long ago, superseded or not.
      label: 'ordini di oltre dieci anni fa (retention)',
      refill: true,
      sql: purchases(
        'oldpurchase',
        v.oldPurchases,
        customer('g * 13'),
        `1 + g % ${approved}`,
        `date_trunc('minute', now()) - interval '11 years' - g * interval '1 hour'`,
        `, 'superseded_at', x.paid + interval '181 days'`,
      ),
    },
    { label: 'fatture', sql: invoices('invoice', 'purchase', v.purchases) },
    {
      label: 'fatture di oltre dieci anni fa (retention)',
      refill: true,
      sql: invoices('oldinvoice', 'oldpurchase', v.oldPurchases),
    },
    {
      label: 'contatori delle fatture',
      refill: true,
      sql: `
        INSERT INTO document_counters (kind, year, last_number)
        SELECT kind, year, max(number) FROM invoices GROUP BY kind, year
        ON CONFLICT (kind, year) DO UPDATE SET last_number = greatest(document_counters.last_number, EXCLUDED.last_number)`,
    },
    {
      label: 'registro delle azioni',
      sql: `
        INSERT INTO audit_log (id, actor_id, action, entity, entity_id, details, created_at) OVERRIDING SYSTEM VALUE
        SELECT 10000000 + g, ${backoffice('g')}, (ARRAY['report.approved', 'report.returned'])[1 + (g % 7 = 0)::int],
               'report', ${scaleId('inspection', `1 + g % ${v.reports}`)}::text,
               CASE WHEN g % 7 = 0 THEN '{"note": "Mancano le foto del vano motore."}'::jsonb ELSE '{}'::jsonb END,
               now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
          FROM generate_series(1, ${v.auditRows}) g
        ON CONFLICT DO NOTHING;
        SELECT setval(pg_get_serial_sequence('audit_log', 'id'), (SELECT max(id) FROM audit_log))`,
    },
    {
      label: 'codici sconto',
      sql: `
        INSERT INTO discount_codes (id, code, description, percent_off, valid_until, once_per_user, active, created_at)
        SELECT ${scaleId('discount', 'g')}, 'SCALA' || g, 'Sconto del ' || (5 + g % 10 * 5) || '% per i clienti di un partner',
               5 + g % 10 * 5, now() + (g % 400 - 100) * interval '1 day', g % 2 = 0, g % 5 <> 0,
               now() - (g % 700) * interval '1 day'
          FROM generate_series(1, ${v.discountCodes}) g
        ON CONFLICT DO NOTHING`,
    },
    {
      label: 'sessioni in corso',
      sql: sessions('session', 1, Math.ceil(v.sessions / 2), `x.created + interval '30 days'`),
    },
    {
      label: 'sessioni scadute (purge)',
      refill: true,
      sql: sessions(
        'session',
        Math.ceil(v.sessions / 2) + 1,
        v.sessions,
        `now() - (1 + g % 48) * interval '1 hour'`,
      ),
    },
    {
      label: 'e-mail degli ultimi 90 giorni',
      sql: mails(
        'mail',
        v.mails - oldMails,
        `now() - (g % 129600) * interval '1 minute' - (g % 60) * interval '1 second'`,
      ),
    },
    {
      label: 'e-mail di oltre 90 giorni fa (purge)',
      refill: true,
      sql: mails('oldmail', oldMails, `now() - interval '90 days' - (1 + g % 1440) * interval '1 minute'`),
    },
  ];
}

/** What the bench takes from bench-workshops.ts for each generated workshop. */
export interface WorkshopPlace {
  name: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  latitude: number;
  longitude: number;
}
