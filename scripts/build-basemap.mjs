// Builds apps/web/src/features/booking/map/italy-basemap.generated.ts, the embedded dark basemap of the
// /booking map (decision 035): no tile server, no request elsewhere. Run by hand; the data packages are
// installed for the run only, so that `npm install` stays light:
//   npm install --no-save world-atlas@2.0.2 topojson-client@3.1.0 topojson-simplify@3.0.3
//   npx tsx scripts/build-basemap.mjs
//
// Sources (never shipped themselves):
// - world-atlas: Natural Earth 1:10m admin-0 countries (public domain) as TopoJSON;
// - the gazetteer (packages/shared/src/geo): the main towns, for the labels.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { feature, mesh } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import { listMainTowns } from '../packages/shared/src/geo/gazetteer.ts';

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

function build() {
  const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
  const topology = simplify(presimplify(world), MIN_WEIGHT);
  const countries = feature(topology, topology.objects.countries).features;
  const italy = countries.filter((country) => ITALY.has(country.id));
  const others = countries.filter((country) => !ITALY.has(country.id));
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates;

  const land = { italy: rings(italy), neighbours: rings(others) };
  const lines = borders.flatMap(clipLine).map(encode);
  const towns = listMainTowns().map((town) =>
    [town.name, town.latitude.toFixed(3), town.longitude.toFixed(3)].join('|'),
  );
  for (const town of towns) {
    if (/[`$\\\n]/.test(town)) throw new Error(`Unexpected character in town: ${town}`);
  }

  // Template strings, one ring or line a row: compact, and left alone by the formatter.
  const rows = (list) => `\`${list.map((ring) => ring.join(',')).join('\n')}\``;
  const source = `// Generated by scripts/build-basemap.mjs: do not edit. Outlines: Natural Earth 1:10m (public domain),
// via world-atlas; towns: the gazetteer (packages/shared/src/geo/ATTRIBUTION.md). Decision 035.

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
/** Provincial seats and towns over 50,000 inhabitants, most populous first: name|latitude|longitude. */
export const MAIN_TOWNS = \`${towns.join('\n')}\`;
`;
  writeFileSync(outFile, source);

  const points = (list) => list.reduce((sum, ring) => sum + ring.length / 2, 0);
  console.log(`Italy: ${land.italy.length} rings, ${points(land.italy)} points`);
  console.log(`neighbours: ${land.neighbours.length} rings, ${points(land.neighbours)} points`);
  console.log(`borders: ${lines.length} lines, ${points(lines)} points; towns: ${towns.length}`);
  console.log(`${outFile}: ${Buffer.byteLength(source)} bytes, ${gzipSync(source).length} gzipped`);
}

build();
