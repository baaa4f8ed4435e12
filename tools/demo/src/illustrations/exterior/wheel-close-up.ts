import { shade } from '../colour';
import { rimParts, rimStyleOf } from '../rim-designs';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { illustrativeTag } from '../studio';
import { circle, ellipse, group, type Point, path, polygon, rect } from '../svg';

const CENTRE: Point = [640, 560];
const TYRE_RADIUS = 330;
const RIM_RADIUS = 215;

const RIM_FILLS = { chrome: '#e6e9ed', rim: '#b7bec6', 'rim-shadow': '#1b1d21' } as const;

/** A rim face drawn in 2D, centred and scaled; the spoke openings show the brake disc behind. */
export function drawRim(scene: Scene, [cx, cy]: Point, radius: number): string {
  const at = (pts: readonly Point[]) => pts.map(([x, y]): Point => [cx + x * radius, cy - y * radius]);
  const parts = rimParts(rimStyleOf(scene.style.seed));
  const windows = parts.filter((p) => p.material === 'rim-shadow').map((p) => polygon(at(p.points), {}));
  const disc = scene.defs.radial([
    [0, '#6f737a'],
    [0.55, '#9aa0a7'],
    [1, '#4a4d52'],
  ]);
  const face = scene.defs.radial(
    [
      [0, '#f4f6f8'],
      [0.7, RIM_FILLS.rim],
      [1, shade(RIM_FILLS.rim, -0.25)],
    ],
    [0.35, 0.3, 0.8],
  );
  return group(
    {},
    ...parts.map((p) => polygon(at(p.points), { fill: p.material === 'rim' ? face : RIM_FILLS[p.material] })),
    group(
      { 'clip-path': scene.defs.clip(windows.join('')) },
      circle(cx, cy, radius * 0.82, { fill: disc }),
      path(
        `M${cx - radius * 0.55},${cy - radius * 0.62} a${radius * 0.84},${radius * 0.84} 0 0 1 ${radius * 0.95},${-radius * 0.1} l-40,110 a${radius * 0.6},${radius * 0.6} 0 0 0 ${-radius * 0.62},${radius * 0.1}z`,
        { fill: '#2c2f34' },
      ),
    ),
    circle(cx, cy, radius * 0.16, { fill: '#2a2d31' }),
    circle(cx, cy, radius * 0.11, { fill: '#d9dde2' }),
  );
}

export function wheelCloseUp(scene: Scene): string {
  const paint = scene.style.bodyColour;
  const [cx, cy] = CENTRE;
  const sill = cy + 150;
  const ground = cy + TYRE_RADIUS;
  const arch = TYRE_RADIUS + 38;
  const panel = scene.defs.linear([
    [0, shade(paint, 0.3)],
    [0.4, paint],
    [1, shade(paint, -0.4)],
  ]);
  const underCar = scene.defs.linear([
    [0, '#141518'],
    [1, '#5b6067'],
  ]);
  const floor = scene.defs.linear([
    [0, '#9aa1a9'],
    [1, '#d3d8dd'],
  ]);
  const tyre = scene.defs.radial([
    [0.6, '#1a1b1d'],
    [0.86, '#2f3135'],
    [1, '#141517'],
  ]);
  const archPath = `M${cx - arch},${sill} A${arch},${arch} 0 1 1 ${cx + arch},${sill}`;
  return group(
    {},
    rect(0, 0, WIDTH, sill, { fill: panel }),
    rect(0, sill, WIDTH, ground - sill, { fill: underCar }),
    rect(0, ground, WIDTH, HEIGHT - ground, { fill: floor }),
    rect(0, sill - 26, WIDTH, 26, { fill: shade(paint, -0.55) }),
    path(`${archPath}Z`, { fill: '#0f1012' }),
    path(archPath, { fill: 'none', stroke: shade(paint, 0.35), 'stroke-width': 6 }),
    ellipse(cx, ground - 4, TYRE_RADIUS * 1.1, 26, { fill: '#000000', 'fill-opacity': 0.5 }),
    circle(cx, cy, TYRE_RADIUS, { fill: tyre }),
    circle(cx, cy, TYRE_RADIUS - 40, { fill: 'none', stroke: '#34373c', 'stroke-width': 3 }),
    circle(cx, cy, RIM_RADIUS + 14, { fill: 'none', stroke: '#3a3d42', 'stroke-width': 4 }),
    drawRim(scene, CENTRE, RIM_RADIUS),
    illustrativeTag(),
  );
}
