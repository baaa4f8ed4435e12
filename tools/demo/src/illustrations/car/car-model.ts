import type { IllustrationStyle } from '../illustration-style';
import { rimStyleOf } from '../rim-designs';
import { buildSurfaceDetails } from './car-details';
import {
  CAR_DIMENSIONS,
  type CarDimensions,
  GLASS,
  HATCHBACK_RINGS,
  type ProfilePoint,
  type Ring,
} from './car-shapes';
import { buildWheel, type Wheel } from './car-wheels';
import { add, centroid, normalize, outwardNormal, scale, type Vec3 } from './vector';

export type Material =
  | 'paint'
  | 'glass'
  | 'trim'
  | 'tyre'
  | 'rim'
  | 'rim-shadow'
  | 'chrome'
  | 'headlight'
  | 'lamp'
  | 'tail-light'
  | 'plate'
  | 'plate-band'
  | 'well';

export interface Polygon3 {
  points: readonly Vec3[];
  material: Material;
  normal: Vec3;
  shading?: SmoothShading;
}

/** Panel gaps and creases: drawn as dark lines on the surface they lie on. */
export interface Line3 {
  points: readonly Vec3[];
  normal: Vec3;
}

export interface CarModel {
  dimensions: CarDimensions;
  /** The closed hull: culled and depth-sorted. */
  body: Polygon3[];
  /** Lights, grille, plates, pillars, wheel wells: on the hull, drawn after it where they face the camera. */
  details: Polygon3[];
  lines: Line3[];
  wheels: Wheel[];
  /** Door mirrors, which stand out of the hull; `side` is the sign of y. */
  attachments: { side: -1 | 1; polygons: Polygon3[] }[];
}

const RING_POINTS = ['sill', 'waist', 'belt', 'top'] as const;

/** Maps normalised body coordinates to metres and finds points on the hull. */
export interface BodyFrame {
  dimensions: CarDimensions;
  at(u: number, [yn, zn]: ProfilePoint, side: number): Vec3;
  /** A point on the side of the hull at length position u and height zn, lifted off the paint. */
  onSide(u: number, zn: number, side: number): Vec3;
  /** A point on the flat front (end = 1) or rear (end = -1) face. */
  onEnd(end: 1 | -1, [yn, zn]: ProfilePoint): Vec3;
  toU(x: number): number;
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const LIFT = 0.004;

function interpolatedProfile(u: number): ProfilePoint[] {
  const index = Math.max(0, HATCHBACK_RINGS.findIndex((r) => r.u < u) - 1);
  const a = HATCHBACK_RINGS[index] as Ring;
  const b = HATCHBACK_RINGS[Math.min(index + 1, HATCHBACK_RINGS.length - 1)] as Ring;
  const t = a.u === b.u ? 0 : Math.min(1, Math.max(0, (a.u - u) / (a.u - b.u)));
  return RING_POINTS.map((key) => [lerp(a[key][0], b[key][0], t), lerp(a[key][1], b[key][1], t)] as const);
}

function halfWidthAt(u: number, zn: number): number {
  const profile = interpolatedProfile(u);
  for (let i = 0; i < profile.length - 1; i++) {
    const [y0, z0] = profile[i] as ProfilePoint;
    const [y1, z1] = profile[i + 1] as ProfilePoint;
    if (zn <= z1 || i === profile.length - 2)
      return lerp(y0, y1, Math.min(1, Math.max(0, (zn - z0) / (z1 - z0))));
  }
  return 1;
}

function createBodyFrame(dimensions: CarDimensions): BodyFrame {
  const { length, width, height } = dimensions;
  return {
    dimensions,
    at: (u, [yn, zn], side) => [(u * length) / 2, (side * yn * width) / 2, zn * height],
    onSide: (u, zn, side) => [
      (u * length) / 2,
      side * ((halfWidthAt(u, zn) * width) / 2 + LIFT),
      zn * height,
    ],
    onEnd: (end, [yn, zn]) => [end * (length / 2 + LIFT), (yn * width) / 2, zn * height],
    toU: (x) => (2 * x) / length,
  };
}

/** Lit from these normals at the two ends, a face shades like a curved panel (per-vertex shading). */
export interface SmoothShading {
  from: Vec3;
  fromNormal: Vec3;
  to: Vec3;
  toNormal: Vec3;
}

const sum = (normals: readonly Vec3[]) => normalize(normals.reduce<Vec3>((a, n) => add(a, n), [0, 0, 0]));
const mid = (a: Vec3, b: Vec3): Vec3 => scale(add(a, b), 0.5);

function buildHull(frame: BodyFrame, inside: Vec3): Polygon3[] {
  const rings = HATCHBACK_RINGS;
  const faces: Polygon3[] = [];
  const normalOf = (points: Vec3[]) => outwardNormal(points, inside);
  const inRange = (i: number, [from, to]: readonly [number, number]) => i >= from && i < to;
  const across = (i: number, key: 'top' | 'sill') => {
    const [a, b] = [rings[i] as Ring, rings[i + 1] as Ring];
    return [
      frame.at(a.u, a[key], 1),
      frame.at(a.u, a[key], -1),
      frame.at(b.u, b[key], -1),
      frame.at(b.u, b[key], 1),
    ];
  };
  const segments = rings.length - 1;
  const topNormals = Array.from({ length: segments }, (_, i) => normalOf(across(i, 'top')));

  for (const side of [1, -1]) {
    const grid = rings.map((r) => RING_POINTS.map((key) => frame.at(r.u, r[key], side)));
    const corner = (i: number, k: number) => grid[i]?.[k] as Vec3;
    const band = (i: number, k: number) => [
      corner(i, k),
      corner(i, k + 1),
      corner(i + 1, k + 1),
      corner(i + 1, k),
    ];
    const bandNormals = Array.from({ length: segments }, (_, i) =>
      [0, 1, 2].map((k) => normalOf(band(i, k))),
    );
    const vertexNormal = (i: number, k: number) =>
      sum(
        [i - 1, i]
          .filter((s) => s >= 0 && s < segments)
          .flatMap((s) => [
            ...[k - 1, k].filter((b) => b >= 0 && b < 3).map((b) => bandNormals[s]?.[b] as Vec3),
            ...(k === 3 ? [topNormals[s] as Vec3] : []),
          ]),
      );
    for (let i = 0; i < segments; i++) {
      for (let k = 0; k < 3; k++) {
        const glass = k === 2 && inRange(i, GLASS.sideWindows);
        faces.push({
          points: band(i, k),
          material: glass ? 'glass' : 'paint',
          normal: bandNormals[i]?.[k] as Vec3,
          shading: {
            from: mid(corner(i, k), corner(i + 1, k)),
            fromNormal: sum([vertexNormal(i, k), vertexNormal(i + 1, k)]),
            to: mid(corner(i, k + 1), corner(i + 1, k + 1)),
            toNormal: sum([vertexNormal(i, k + 1), vertexNormal(i + 1, k + 1)]),
          },
        });
      }
    }
  }
  topNormals.forEach((normal, i) => {
    const glass = inRange(i, GLASS.windscreen) || inRange(i, GLASS.rearWindow);
    faces.push({ points: across(i, 'top'), material: glass ? 'glass' : 'paint', normal });
    const bottom = across(i, 'sill');
    faces.push({ points: bottom, material: 'trim', normal: normalOf(bottom) });
  });
  for (const end of [rings[0], rings[rings.length - 1]] as Ring[]) {
    const left = RING_POINTS.map((key) => frame.at(end.u, end[key], 1));
    const right = RING_POINTS.map((key) => frame.at(end.u, end[key], -1)).reverse();
    const points = [...left, ...right];
    faces.push({ points, material: 'paint', normal: normalOf(points) });
  }
  return faces;
}

type Quad = readonly [Vec3, Vec3, Vec3, Vec3];

/** A six-faced solid between two quads given in the same winding; the rear-facing side can differ. */
function solid(inner: Quad, outer: Quad, material: Material, rearMaterial: Material): Polygon3[] {
  const centre = centroid([...inner, ...outer]);
  const sides = inner.map((p, i) => {
    const j = (i + 1) % 4;
    return [p, inner[j] as Vec3, outer[j] as Vec3, outer[i] as Vec3];
  });
  return [[...inner], [...outer], ...sides].map((points) => {
    const normal = outwardNormal(points, centre);
    return { points, material: normal[0] < -0.7 ? rearMaterial : material, normal };
  });
}

/** Door mirrors, narrower at the tip, with the glass facing backwards. */
function buildMirrors(frame: BodyFrame): CarModel['attachments'] {
  const { width, height } = frame.dimensions;
  const x = frame.at(0.36, [0, 0], 1)[0];
  const face = (y: number, front: number, back: number, bottom: number, top: number): Quad => [
    [x + front, y, bottom * height],
    [x + back, y, bottom * height],
    [x + back, y, top * height],
    [x + front, y, top * height],
  ];
  return ([1, -1] as const).map((side) => ({
    side,
    polygons: solid(
      face(side * (width / 2 - 0.03), 0.02, -0.12, 0.545, 0.625),
      face(side * (width / 2 + 0.14), -0.01, -0.1, 0.555, 0.615),
      'paint',
      'glass',
    ),
  }));
}

export function buildCarModel(style: IllustrationStyle): CarModel {
  const dimensions = CAR_DIMENSIONS[style.shape];
  const frame = createBodyFrame(dimensions);
  const inside: Vec3 = [0, 0, 0.42 * dimensions.height];
  const frontAxle = dimensions.length / 2 - dimensions.frontOverhang;
  const rim = rimStyleOf(style.seed);
  const wheels = [frontAxle, frontAxle - dimensions.wheelbase].flatMap((x) =>
    ([1, -1] as const).map((side) => buildWheel(frame, x, side, rim)),
  );
  return {
    dimensions,
    body: buildHull(frame, inside),
    ...buildSurfaceDetails(frame, inside, wheels, style.grille),
    wheels,
    attachments: buildMirrors(frame),
  };
}
