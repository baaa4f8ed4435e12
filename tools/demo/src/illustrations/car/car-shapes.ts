import type { CarShape } from '../illustration-style';

/** Real proportions of the three body types the demo and example cars use. */
export interface CarDimensions {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  /** From the front bumper to the front axle. */
  frontOverhang: number;
  wheelRadius: number;
  doors: 3 | 5;
}

export const CAR_DIMENSIONS: Readonly<Record<CarShape, CarDimensions>> = {
  supermini: {
    length: 3.94,
    width: 1.745,
    height: 1.5,
    wheelbase: 2.56,
    frontOverhang: 0.76,
    wheelRadius: 0.3,
    doors: 5,
  },
  compact: {
    length: 4.35,
    width: 1.8,
    height: 1.46,
    wheelbase: 2.63,
    frontOverhang: 0.9,
    wheelRadius: 0.32,
    doors: 5,
  },
  'city-car': {
    length: 3.57,
    width: 1.63,
    height: 1.49,
    wheelbase: 2.3,
    frontOverhang: 0.66,
    wheelRadius: 0.29,
    doors: 3,
  },
};

/** [half-width / (width / 2), height / height of the car] */
export type ProfilePoint = readonly [number, number];

/**
 * One cross-section of the body, `u` from 1 (front bumper) to -1 (rear bumper): the sill, the widest
 * point, the belt line and the top edge (bonnet edge or roof edge) on the left half.
 */
export interface Ring {
  u: number;
  sill: ProfilePoint;
  waist: ProfilePoint;
  belt: ProfilePoint;
  top: ProfilePoint;
}

const ring = (
  u: number,
  sill: ProfilePoint,
  waist: ProfilePoint,
  belt: ProfilePoint,
  top: ProfilePoint,
): Ring => ({
  u,
  sill,
  waist,
  belt,
  top,
});

/** A five-door hatchback, front to rear: nose, bonnet, cowl, windscreen top, C pillar, roof end, tailgate. */
export const HATCHBACK_RINGS: readonly Ring[] = [
  ring(1, [0.78, 0.12], [0.84, 0.3], [0.8, 0.43], [0.62, 0.47]),
  ring(0.975, [0.9, 0.12], [0.95, 0.31], [0.92, 0.46], [0.7, 0.505]),
  ring(0.9, [0.96, 0.12], [0.99, 0.32], [0.96, 0.5], [0.75, 0.545]),
  ring(0.6, [0.99, 0.12], [1, 0.33], [0.975, 0.54], [0.77, 0.58]),
  ring(0.4, [1, 0.12], [1, 0.34], [0.975, 0.555], [0.78, 0.6]),
  ring(-0.02, [1, 0.12], [1, 0.345], [0.97, 0.565], [0.74, 0.965]),
  ring(-0.5, [1, 0.12], [1, 0.35], [0.965, 0.575], [0.73, 0.975]),
  ring(-0.8, [0.99, 0.12], [0.995, 0.35], [0.95, 0.58], [0.7, 0.95]),
  ring(-0.955, [0.95, 0.125], [0.96, 0.35], [0.91, 0.58], [0.7, 0.63]),
  ring(-1, [0.86, 0.13], [0.9, 0.34], [0.87, 0.56], [0.7, 0.605]),
];

/** Between which rings (by index) the top surface and the side band above the belt are glass. */
export const GLASS = { windscreen: [4, 5], sideWindows: [4, 6], rearWindow: [7, 8] } as const;
