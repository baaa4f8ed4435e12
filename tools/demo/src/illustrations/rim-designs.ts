import { createRandom } from './seeded-random';
import type { Point } from './svg';

const RIM_STYLES = ['five-spoke', 'ten-spoke', 'turbine'] as const;
export type RimStyle = (typeof RIM_STYLES)[number];

/** The car's rims: chosen by its seed alone, so every picture of the car shows the same ones. */
export const rimStyleOf = (seed: string): RimStyle => createRandom(`${seed}:rims`).pick(RIM_STYLES);

/** Part of a rim face in unit coordinates (1 = outer edge of the rim), y up. */
export interface RimPart {
  points: Point[];
  material: 'rim' | 'rim-shadow' | 'chrome';
}

const DESIGNS: Readonly<Record<RimStyle, { count: number; spokeWidth: number; twist: number }>> = {
  'five-spoke': { count: 5, spokeWidth: 0.2, twist: 0 },
  'ten-spoke': { count: 10, spokeWidth: 0.1, twist: 0 },
  turbine: { count: 12, spokeWidth: 0.07, twist: 0.45 },
};

export function circlePoints(r: number, steps = 40, cx = 0, cy = 0): Point[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (2 * Math.PI * i) / steps;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point;
  });
}

/** The openings between spokes of constant width, so they narrow in angle towards the rim edge. */
function spokeWindows(count: number, spokeWidth: number, twist: number): Point[][] {
  const [inner, outer, steps] = [0.3, 0.86, 6];
  const radii = Array.from({ length: steps + 1 }, (_, i) => inner + ((outer - inner) * i) / steps);
  const at = (r: number, a: number): Point => [r * Math.cos(a), r * Math.sin(a)];
  return Array.from({ length: count }, (_, k) => {
    const start = (2 * Math.PI * k) / count + Math.PI / 2;
    const end = start + (2 * Math.PI) / count;
    const half = (r: number) => Math.asin(Math.min(0.95, spokeWidth / (2 * r)));
    const turn = (r: number) => twist * (r - inner);
    const leading = radii.map((r) => at(r, start + half(r) + turn(r)));
    const outerArc = Array.from({ length: 5 }, (_, i) => {
      const from = start + half(outer) + turn(outer);
      const to = end - half(outer) + turn(outer);
      return at(outer, from + ((to - from) * (i + 1)) / 6);
    });
    const trailing = radii.map((r) => at(r, end - half(r) + turn(r))).reverse();
    return [...leading, ...outerArc, ...trailing];
  });
}

export function rimParts(style: RimStyle): RimPart[] {
  const { count, spokeWidth, twist } = DESIGNS[style];
  return [
    { points: circlePoints(1), material: 'chrome' },
    { points: circlePoints(0.92), material: 'rim' },
    ...spokeWindows(count, spokeWidth, twist).map((points) => ({ points, material: 'rim-shadow' as const })),
    { points: circlePoints(0.17, 24), material: 'chrome' },
  ];
}
