import { circlePoints, type RimStyle, rimParts } from '../rim-designs';
import type { BodyFrame, Material, Polygon3 } from './car-model';
import { outwardNormal, type Vec3 } from './vector';

export interface Wheel {
  side: 1 | -1;
  tread: Polygon3[];
  /** Sidewall and rim, seen when the camera is on the wheel's side of the car. */
  outer: Polygon3[];
  inner: Polygon3;
  /** The wheel-arch opening on the hull, through which the wheel shows. */
  arch: Vec3[];
}

const TYRE_WIDTH = 0.2;
const RIM_RATIO = 0.64;
const STEPS = 40;

export function buildWheel(frame: BodyFrame, x: number, side: 1 | -1, rim: RimStyle): Wheel {
  const { width, height, wheelRadius: radius } = frame.dimensions;
  const outerY = side * (width / 2 - 0.05);
  const innerY = outerY - side * TYRE_WIDTH;
  const centre: Vec3 = [x, outerY - (side * TYRE_WIDTH) / 2, radius];
  const polygon = (points: Vec3[], material: Material): Polygon3 => ({
    points,
    material,
    normal: outwardNormal(points, centre),
  });
  const onFace =
    (y: number, r: number) =>
    ([px, pz]: readonly [number, number]): Vec3 => [x + px * r, y, radius + pz * r];

  const ring = circlePoints(1, STEPS);
  const tread = ring.map((p, i) => {
    const q = ring[(i + 1) % STEPS] as readonly [number, number];
    return polygon(
      [
        onFace(outerY, radius)(p),
        onFace(outerY, radius)(q),
        onFace(innerY, radius)(q),
        onFace(innerY, radius)(p),
      ],
      'tyre',
    );
  });
  const rimY = outerY - side * 0.012;
  const outer = [
    polygon(ring.map(onFace(outerY, radius)), 'tyre'),
    ...rimParts(rim).map((part) => polygon(part.points.map(onFace(rimY, radius * RIM_RATIO)), part.material)),
  ];

  const archRadius = radius * 1.14;
  const sill = 0.12 * height - 0.005;
  const arc = Array.from({ length: 25 }, (_, i) => {
    const a = ((-12 + (204 * i) / 24) * Math.PI) / 180;
    return [x + archRadius * Math.cos(a), radius + archRadius * Math.sin(a)] as const;
  });
  const ends = [arc[0], arc[arc.length - 1]] as (readonly [number, number])[];
  const outline = [[ends[0]?.[0] ?? x, sill] as const, ...arc, [ends[1]?.[0] ?? x, sill] as const];
  return {
    side,
    tread,
    outer,
    inner: polygon(ring.map(onFace(innerY, radius)), 'tyre'),
    arch: outline.map(([px, pz]) => frame.onSide(frame.toU(px), pz / height, side)),
  };
}
