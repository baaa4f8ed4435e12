import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  INSPECTORS_LIMIT,
  type Inspector,
  InspectorSlotsSchema,
  InspectorsSchema,
} from '@verificauto/shared/contracts/booking';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/auth';
import { insertInspection, insertRow } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let slugCount = 0;
const addWorkshop = (fields: {
  name: string;
  lat: number;
  lng: number;
  city?: string;
  province?: string;
  active?: boolean;
  schedulingUrl?: string;
  openingHours?: object;
  feeCents?: number;
}) =>
  insertRow(ctx.db, 'workshops', {
    slug: `officina-prenotazioni-${++slugCount}`,
    name: fields.name,
    address: 'Via Emilia 12',
    postal_code: '40128',
    city: fields.city ?? 'Bologna',
    province: fields.province ?? 'BO',
    phone: '051 123456',
    latitude: fields.lat,
    longitude: fields.lng,
    active: fields.active ?? true,
    scheduling_url: fields.schedulingUrl ?? null,
    opening_hours: JSON.stringify(fields.openingHours ?? {}),
    inspection_fee_cents: fields.feeCents ?? 0,
  });

const search = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/inspectors?${query}` });
const inspectorsNear = async (lat: number, lng: number): Promise<Inspector[]> => {
  const res = await search(`lat=${lat}&lng=${lng}`);
  expect(res.statusCode).toBe(200);
  return InspectorsSchema.parse(res.json());
};

// Independent of the server's SQL: the spherical law of haversines, in JavaScript.
const haversineKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};

const BOLOGNA = { lat: 44.4949, lng: 11.3426 };

describe('GET /api/inspectors: nearest first', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // Inserted in an order that is not the answer's.
    ids.milano = await addWorkshop({ name: 'Officina Milano', lat: 45.4642, lng: 9.19, city: 'Milano' });
    ids.firenze = await addWorkshop({
      name: 'Officina Firenze',
      lat: 43.7696,
      lng: 11.2558,
      city: 'Firenze',
      province: 'FI',
      schedulingUrl: 'https://calendly.com/officina-firenze/ispezione',
      feeCents: 2500,
    });
    ids.palermo = await addWorkshop({ name: 'Officina Palermo', lat: 38.1157, lng: 13.3615, province: 'PA' });
    ids.modena = await addWorkshop({ name: 'Officina Modena', lat: 44.6471, lng: 10.9252, province: 'MO' });
    ids.closed = await addWorkshop({ name: 'Officina chiusa', ...BOLOGNA, active: false });
  });

  it('orders by distance, with the known great-circle distances from Bologna (within 1%)', async () => {
    const found = await inspectorsNear(BOLOGNA.lat, BOLOGNA.lng);
    expect(found.map((w) => w.name)).toEqual([
      'Officina Modena',
      'Officina Firenze',
      'Officina Milano',
      'Officina Palermo',
    ]);
    const known = [37, 81, 200, 729];
    found.forEach((workshop, i) => {
      expect(Math.abs(workshop.distance - (known[i] ?? 0)) / (known[i] ?? 1)).toBeLessThan(0.01);
      expect(workshop.distance).toBe(Math.round(workshop.distance * 100) / 100);
    });
  });

  it('answers every field the list and the widget need', async () => {
    const found = await inspectorsNear(BOLOGNA.lat, BOLOGNA.lng);
    expect(found[0]).toEqual({
      uuid: ids.modena,
      name: 'Officina Modena',
      address: 'Via Emilia 12, 40128 Bologna (MO)',
      phone: '051 123456',
      distance: expect.any(Number),
      latitude: 44.6471,
      longitude: 10.9252,
      url: null,
      booking: 'native',
      fee_cents: 0,
    });
    expect(found[1]).toMatchObject({
      url: 'https://calendly.com/officina-firenze/ispezione',
      booking: 'calendly',
      fee_cents: 2500,
    });
  });

  it('leaves out inactive workshops, even the nearest', async () => {
    const found = await inspectorsNear(BOLOGNA.lat, BOLOGNA.lng);
    expect(found.map((w) => w.uuid)).not.toContain(ids.closed);
  });

  it('lets a public cache keep the list briefly', async () => {
    const res = await search(`lat=${BOLOGNA.lat}&lng=${BOLOGNA.lng}`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/inspectors: at most 30, the nearest ones', () => {
  const BARI = { lat: 41.1171, lng: 16.8719 };
  const cluster: { lat: number; lng: number }[] = [];
  beforeAll(async () => {
    // Spread from 0 to ~150 km around Bari, so the answer mixes the 10 and 50 km boxes with farther rows.
    for (let i = 0; i < 45; i += 1) {
      const angle = (i * 137.5 * Math.PI) / 180;
      const spread = 0.02 + (i % 15) * 0.09;
      const point = { lat: BARI.lat + spread * Math.sin(angle), lng: BARI.lng + spread * Math.cos(angle) };
      cluster.push(point);
      await addWorkshop({ name: `Officina Puglia ${i}`, ...point, city: 'Bari', province: 'BA' });
    }
  });

  it('returns the 30 nearest active workshops, the same as a full scan finds', async () => {
    const expected = cluster
      .map((point) => haversineKm(BARI, point))
      .sort((a, b) => a - b)
      .slice(0, INSPECTORS_LIMIT);
    const found = await inspectorsNear(BARI.lat, BARI.lng);
    expect(found).toHaveLength(INSPECTORS_LIMIT);
    found.forEach((workshop, i) => {
      expect(workshop.distance).toBeCloseTo(expected[i] ?? Number.NaN, 2);
    });
  });

  it('widens the first box when its 30 rows are not all within 10 km (Turin)', async () => {
    const TORINO = { lat: 45.0703, lng: 7.6869 };
    const near = Array.from({ length: INSPECTORS_LIMIT - 1 }, (_, i) => ({
      lat: TORINO.lat + 0.001 * i,
      lng: TORINO.lng,
    }));
    // In the corners of the 10 km box but ~13 km away, while the 30th nearest lies just north of the box.
    const corners = [-1, 1].flatMap((dLat) =>
      [-1, 1].map((dLng) => ({ lat: 0.085 * dLat, lng: 0.12 * dLng })),
    );
    const north = { lat: TORINO.lat + 0.099, lng: TORINO.lng };
    for (const [i, point] of near.entries()) {
      await addWorkshop({ name: `Officina Torino ${i}`, ...point, city: 'Torino', province: 'TO' });
    }
    for (const [i, offset] of corners.entries()) {
      const point = { lat: TORINO.lat + offset.lat, lng: TORINO.lng + offset.lng };
      await addWorkshop({ name: `Officina angolo ${i}`, ...point, city: 'Torino', province: 'TO' });
    }
    await addWorkshop({ name: 'Officina a nord', ...north, city: 'Torino', province: 'TO' });

    const found = await inspectorsNear(TORINO.lat, TORINO.lng);
    expect(found).toHaveLength(INSPECTORS_LIMIT);
    expect(found.at(-1)?.name).toBe('Officina a nord');
    expect(found.at(-1)?.distance).toBeCloseTo(haversineKm(TORINO, north), 2);
  });

  it('takes the first circle whose box holds 30 rows all within it, not just 30 rows (Bolzano, 20 → 30 km)', async () => {
    const BOLZANO = { lat: 46.4983, lng: 11.3548 };
    const near = Array.from({ length: INSPECTORS_LIMIT - 1 }, (_, i) => ({
      lat: BOLZANO.lat + 0.001 * i,
      lng: BOLZANO.lng,
    }));
    // In the corners of the 20 km box (±0.18° by ±0.26°) but ~27 km away; the 30th nearest lies ~21 km
    // north, just outside that box, so the 20 km circle must be refused and the 30 km one answer.
    const corners = [-1, 1].flatMap((dLat) =>
      [-1, 1].map((dLng) => ({ lat: BOLZANO.lat + 0.17 * dLat, lng: BOLZANO.lng + 0.25 * dLng })),
    );
    const north = { lat: BOLZANO.lat + 0.19, lng: BOLZANO.lng };
    for (const [i, point] of [...near, ...corners].entries()) {
      await addWorkshop({ name: `Officina Alto Adige ${i}`, ...point, city: 'Bolzano', province: 'BZ' });
    }
    await addWorkshop({ name: 'Officina Bolzano nord', ...north, city: 'Bolzano', province: 'BZ' });

    const found = await inspectorsNear(BOLZANO.lat, BOLZANO.lng);
    const expected = [...near, north].map((point) => haversineKm(BOLZANO, point)).sort((a, b) => a - b);
    expect(found).toHaveLength(INSPECTORS_LIMIT);
    found.forEach((workshop, i) => {
      expect(workshop.distance).toBeCloseTo(expected[i] ?? Number.NaN, 2);
    });
    expect(found.at(-1)?.name).toBe('Officina Bolzano nord');
  });

  it('widens the search where workshops are sparse (Cagliari: the nearest are over 200 km away)', async () => {
    const found = await inspectorsNear(39.2238, 9.1217);
    expect(found).toHaveLength(INSPECTORS_LIMIT);
    expect(found[0]?.distance).toBeGreaterThan(200);
    const distances = found.map((w) => w.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('GET /api/inspectors: bad coordinates', () => {
  it.each([
    ['lng=11.34', 'latitudine'],
    ['lat=44.49', 'longitudine'],
    ['lat=&lng=11.34', 'latitudine'],
    ['lat=abc&lng=11.34', 'latitudine'],
    ['lat=1e1&lng=11.34', 'latitudine'],
    ['lat=0x10&lng=11.34', 'latitudine'],
    ['lat=91&lng=11.34', 'latitudine'],
    ['lat=-90.5&lng=11.34', 'latitudine'],
    ['lat=44.49&lng=180.01', 'longitudine'],
    ['lat=44.49&lng=-181', 'longitudine'],
    ['lat=44.49&lat=45&lng=11.34', 'latitudine'],
  ])('%s → 400 with an Italian message on the %s', async (query, label) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.code).toBe('invalid_input');
    const field = label === 'latitudine' ? 'lat' : 'lng';
    expect(body.fields?.[field]).toContain(label);
    expect(body.message).toBe(body.fields?.[field]);
  });

  it('accepts the limits of the ranges', async () => {
    expect((await search('lat=90&lng=-180')).statusCode).toBe(200);
    expect((await search('lat=-90&lng=180')).statusCode).toBe(200);
  });
});

describe('GET /api/inspectors/{uuid}/slots', () => {
  const slotsOf = (uuid: string) => ctx.app.inject({ method: 'GET', url: `/api/inspectors/${uuid}/slots` });

  it('offers slots only from tomorrow on, grouped by Italian day, in the default hours', async () => {
    const id = await addWorkshop({ name: 'Officina con calendario', ...BOLOGNA, feeCents: 1500 });
    const res = await slotsOf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = InspectorSlotsSchema.parse(res.json());
    expect(body).toMatchObject({ uuid: id, slot_minutes: 60, fee_cents: 1500 });
    expect(body.days.length).toBeGreaterThan(15);
    const earliest = Date.now() + 24 * 3_600_000;
    for (const day of body.days) {
      for (const slot of day.slots) {
        expect(romeIsoDate(slot)).toBe(day.date);
        expect(Date.parse(slot)).toBeGreaterThanOrEqual(earliest - 60_000);
      }
    }
  });

  it('hides a booked slot, not a cancelled one', async () => {
    const id = await addWorkshop({
      name: 'Officina prenotata',
      ...BOLOGNA,
      openingHours: { '1': [['09:00', '12:00']], '3': [['09:00', '12:00']] },
    });
    const before = InspectorSlotsSchema.parse((await slotsOf(id)).json());
    // The first day may hold a single slot when the test runs late in the morning (slots start 24 h from now).
    const [first, second] = before.days.find((day) => day.slots.length >= 2)?.slots ?? [];
    if (!first || !second) throw new Error('no slots to book');
    const seller = await createUser(ctx.db, { email: 'venditore.slot@example.it' });
    await insertInspection(ctx.db, {
      sellerId: seller.id,
      workshopId: id,
      status: 'booked',
      bookedAt: first,
    });
    await insertInspection(ctx.db, {
      sellerId: seller.id,
      workshopId: id,
      status: 'cancelled',
      bookedAt: second,
    });
    const after = InspectorSlotsSchema.parse((await slotsOf(id)).json());
    const offered = after.days.flatMap((day) => day.slots);
    expect(offered).not.toContain(first);
    expect(offered).toContain(second);
    expect(offered).toHaveLength(before.days.flatMap((day) => day.slots).length - 1);
  });

  it('answers 404 for a Calendly workshop, an inactive or unknown one, and a malformed id', async () => {
    const calendly = await addWorkshop({
      name: 'Officina Calendly',
      ...BOLOGNA,
      schedulingUrl: 'https://calendly.com/officina/ispezione',
    });
    const inactive = await addWorkshop({ name: 'Officina sospesa', ...BOLOGNA, active: false });
    for (const uuid of [calendly, inactive, '7b0c53e4-8a43-4f5e-9a5e-3c1f3e0e9d11', 'non-un-uuid']) {
      const res = await slotsOf(uuid);
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).message).toMatch(/Officina/);
    }
  });
});
