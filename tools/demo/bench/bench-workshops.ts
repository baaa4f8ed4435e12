/**
 * Workshops placed as in reality, for the benches: 85% in comuni drawn by population, the rest in comuni drawn
 * alike, each at a point around its comune's centre; the same workshops and towns on every run.
 */
import { ITALIAN_PLACES } from '@verificauto/shared/geo/italian-places.generated';

/** The rest go to comuni drawn alike, so that small towns have a workshop now and then, as in reality. */
const SHARE_BY_POPULATION = 0.85;

type Comune = { name: string; province: string; lat: number; lng: number; population: number; cap: string };

// The generated file's own line format (see its header); the gazetteer's public API does not expose population.
const comuni: Comune[] = ITALIAN_PLACES.split('\n').map((line) => {
  const [name = '', province = '', lat = '', lng = '', population = '', caps = ''] = line.split('|');
  return {
    name,
    province,
    lat: Number(lat),
    lng: Number(lng),
    population: Number(population),
    cap: caps.slice(0, 5),
  };
});

/** mulberry32: the same workshops and towns on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(12);

const cumulative = comuni.reduce<number[]>((sums, c) => {
  sums.push((sums.at(-1) ?? 0) + c.population);
  return sums;
}, []);
export function byPopulation(): Comune {
  const target = random() * (cumulative.at(-1) ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((cumulative[mid] ?? 0) < target) low = mid + 1;
    else high = mid;
  }
  return comuni[low] as Comune;
}
const anyComune = () => comuni[Math.floor(random() * comuni.length)] as Comune;

/** A point around the comune's centre, farther out in larger towns (Rome: up to ~11 km). */
function around(c: Comune): { lat: number; lng: number } {
  const radiusKm = Math.min(12, 1 + Math.sqrt(c.population) / 150) * Math.sqrt(random());
  const angle = random() * 2 * Math.PI;
  return {
    lat: c.lat + (radiusKm / 111.2) * Math.cos(angle),
    lng: c.lng + (radiusKm / (111.2 * Math.cos((c.lat * Math.PI) / 180))) * Math.sin(angle),
  };
}

export function workshopRecord(i: number) {
  const comune = random() < SHARE_BY_POPULATION ? byPopulation() : anyComune();
  const { lat, lng } = around(comune);
  return {
    slug: `officina-bench-${i}`,
    name: `Officina ${comune.name} ${i}`,
    address: `Via Roma ${1 + (i % 200)}`,
    postal_code: comune.cap,
    city: comune.name,
    province: comune.province,
    phone: `+39 0${String(100_000_000 + i).slice(0, 9)}`,
    latitude: Number(lat.toFixed(5)),
    longitude: Number(lng.toFixed(5)),
  };
}
