import type { GrilleStyle } from '../illustration-style';
import { pts } from '../svg';
import type { BodyFrame, Line3, Material, Polygon3 } from './car-model';
import type { ProfilePoint } from './car-shapes';
import type { Wheel } from './car-wheels';
import { outwardNormal, type Vec3 } from './vector';

type Shape = readonly ProfilePoint[];
/** Lights, grille and plate on the flat front or rear face, in [y, z] of the body (y > 0 is the left). */
interface EndDetail {
  material: Material;
  shape: Shape;
  /** Drawn on both sides of the centre line. */
  mirrored?: boolean;
}

const part = (material: Material, outline: string, mirrored = false): EndDetail => ({
  material,
  shape: pts(outline),
  mirrored,
});

const rectangle = (y0: number, z0: number, y1: number, z1: number): Shape => [
  [y0, z0],
  [y1, z0],
  [y1, z1],
  [y0, z1],
];

const PLATE_HEIGHT = 0.073;
const plate = (y: number, z: number, bandOnLeft: boolean, halfWidth = 0.3): EndDetail[] => {
  const band = bandOnLeft ? y + halfWidth - 0.04 : y - halfWidth;
  return [
    { material: 'plate', shape: rectangle(y - halfWidth, z, y + halfWidth, z + PLATE_HEIGHT) },
    { material: 'plate-band', shape: rectangle(band, z, band + 0.04, z + PLATE_HEIGHT) },
  ];
};

const HEADLIGHTS: EndDetail[] = [
  part('headlight', '0.36,0.35 0.74,0.36 0.79,0.41 0.68,0.445 0.4,0.43', true),
  part('chrome', '0.5,0.37 0.6,0.372 0.6,0.415 0.5,0.412', true),
  part('lamp', '0.42,0.418 0.7,0.433 0.68,0.441 0.42,0.428', true),
];

// The front plate hangs in the centre of the bumper except behind a shield grille, where it moves aside.
const GRILLES: Readonly<Record<GrilleStyle, EndDetail[]>> = {
  wide: [
    part('trim', '-0.3,0.37 0.3,0.37 0.27,0.42 -0.27,0.42'),
    part('trim', '-0.62,0.15 0.62,0.15 0.55,0.28 -0.55,0.28'),
    ...plate(0, 0.24, false),
  ],
  shield: [
    part('chrome', '0,0.15 0.16,0.27 0.2,0.44 -0.2,0.44 -0.16,0.27'),
    part('trim', '0,0.17 0.13,0.275 0.165,0.425 -0.165,0.425 -0.13,0.275'),
    part('trim', '0.26,0.15 0.7,0.16 0.66,0.23 0.3,0.24', true),
    ...plate(0.52, 0.255, false, 0.26),
  ],
  bar: [
    part('trim', '-0.37,0.37 0.37,0.37 0.37,0.425 -0.37,0.425'),
    part('chrome', '-0.37,0.392 0.37,0.392 0.37,0.4 -0.37,0.4'),
    part('trim', '-0.55,0.15 0.55,0.15 0.52,0.235 -0.52,0.235'),
    ...plate(0, 0.245, false),
  ],
};

const REAR: EndDetail[] = [
  part('tail-light', '0.56,0.44 0.87,0.45 0.87,0.55 0.72,0.575 0.58,0.55', true),
  part('lamp', '0.64,0.47 0.78,0.473 0.78,0.49 0.64,0.487', true),
  part('trim', '-0.8,0.13 0.8,0.13 0.83,0.2 -0.83,0.2'),
  part('tail-light', '0.6,0.215 0.76,0.215 0.76,0.235 0.6,0.235', true),
  part('chrome', '-0.34,0.395 0.34,0.395 0.34,0.405 -0.34,0.405'),
  ...plate(0, 0.3, true),
];

/** Side details in [u, z] along the body, drawn on each side. */
const SIDE_LIGHTS: EndDetail[] = [
  part('tail-light', '-0.905,0.47 -0.998,0.455 -0.998,0.555 -0.93,0.57'),
  part('headlight', '0.93,0.37 0.997,0.36 0.997,0.425 0.93,0.46'),
];
const SILL_TRIM: Shape = pts('0.97,0.12 -0.97,0.12 -0.97,0.158 0.97,0.158');
const A_PILLAR: Shape = pts('0.4,0.6 -0.02,0.965 -0.07,0.962 0.33,0.57');

function doorGeometry(doors: 3 | 5) {
  const pillar = (u: number, w = 0.045): Shape => [
    [u, 0.57],
    [u - w, 0.572],
    [u - w, 0.96],
    [u, 0.96],
  ];
  return doors === 5
    ? { cuts: [0.4, -0.2, -0.5], handles: [0.02, -0.44], pillars: [pillar(-0.2)] }
    : { cuts: [0.4, -0.32], handles: [-0.22], pillars: [] };
}

export function buildSurfaceDetails(
  frame: BodyFrame,
  inside: Vec3,
  wheels: readonly Wheel[],
  grille: GrilleStyle,
): { details: Polygon3[]; lines: Line3[] } {
  const details: Polygon3[] = [];
  const add = (points: Vec3[], material: Material) =>
    details.push({ points, material, normal: outwardNormal(points, inside) });

  // Dark sill trim first: the wheel wells then cut through it, as on a real car.
  for (const side of [1, -1])
    add(
      SILL_TRIM.map(([u, z]) => frame.onSide(u, z, side)),
      'trim',
    );
  for (const wheel of wheels) add(wheel.arch, 'well');
  const ends: [1 | -1, EndDetail[]][] = [
    [1, [...HEADLIGHTS, ...GRILLES[grille]]],
    [-1, REAR],
  ];
  for (const [end, list] of ends) {
    for (const { material, shape, mirrored } of list) {
      for (const flip of mirrored ? [1, -1] : [1])
        add(
          shape.map(([y, z]) => frame.onEnd(end, [y * flip, z])),
          material,
        );
    }
  }
  const doors = doorGeometry(frame.dimensions.doors);
  const lines: Line3[] = [];
  for (const side of [1, -1]) {
    const onSide = (shape: Shape) => shape.map(([u, z]) => frame.onSide(u, z, side));
    for (const { material, shape } of SIDE_LIGHTS) add(onSide(shape), material);
    add(onSide(A_PILLAR), 'paint');
    for (const pillar of doors.pillars) add(onSide(pillar), 'trim');
    for (const u of doors.handles)
      add(
        onSide([
          [u, 0.49],
          [u - 0.06, 0.49],
          [u - 0.06, 0.505],
          [u, 0.505],
        ]),
        'trim',
      );
    const normal: Vec3 = [0, side, 0];
    for (const u of doors.cuts)
      lines.push({ normal, points: onSide([0.125, 0.2, 0.3, 0.345, 0.45, 0.56].map((z) => [u, z])) });
  }
  return { details, lines };
}
