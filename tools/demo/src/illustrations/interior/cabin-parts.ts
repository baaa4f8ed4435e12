import { shade } from '../colour';
import type { Scene } from '../scene';
import { circle, group, line, type Point, path, rect, text } from '../svg';

/** Dark soft-touch plastics of the cabin. */
export const PLASTIC = '#2b2e33';
export const PLASTIC_LIGHT = '#3a3e45';
export const SATIN = '#a8aeb5';

export const GLOW = '#7fd3ff';

/** The pale sky seen through the cabin's windows. */
export const windowGlass = (scene: Scene) =>
  scene.defs.linear([
    [0, '#c8dbe9'],
    [1, '#eef3f6'],
  ]);

/** A seat seen from the front, its cushion front at (cx, base); `size` 1 is about 360 px wide. */
export function seat(
  scene: Scene,
  cx: number,
  base: number,
  size: number,
  colour = scene.style.interiorColour,
): string {
  const fabric = scene.defs.linear([
    [0, shade(colour, 0.18)],
    [1, shade(colour, -0.25)],
  ]);
  const bolster = scene.defs.linear([
    [0, shade(colour, -0.05)],
    [1, shade(colour, -0.45)],
  ]);
  const s = (v: number) => v * size;
  const at = (x: number, y: number, w: number, h: number, attrs: Record<string, string | number>) =>
    rect(cx + s(x), base + s(y), s(w), s(h), { ...attrs, rx: s(Number(attrs.rx ?? 0)) });
  return group(
    {},
    ...[-35, 25].map((x) => at(x, -470, 10, 50, { fill: SATIN })),
    at(-75, -575, 150, 115, { rx: 40, fill: bolster }),
    at(-62, -565, 124, 90, { rx: 32, fill: fabric }),
    at(-165, -440, 330, 330, { rx: 60, fill: bolster }),
    at(-105, -425, 210, 300, { rx: 36, fill: fabric }),
    ...[-360, -300, -240].map((y) => at(-100, y, 200, 3, { fill: shade(colour, -0.35) })),
    at(-190, -150, 380, 150, { rx: 50, fill: bolster }),
    at(-115, -140, 230, 120, { rx: 34, fill: fabric }),
  );
}

/** A three-spoke steering wheel seen from the driver's seat. */
export function steeringWheel(scene: Scene, cx: number, cy: number, r: number): string {
  const rim = scene.defs.linear([
    [0, '#4a4e55'],
    [1, '#141518'],
  ]);
  const hub = scene.defs.radial(
    [
      [0, '#4b4f56'],
      [1, '#1c1e22'],
    ],
    [0.4, 0.35, 0.8],
  );
  const k = r / 300;
  const spokeFill = scene.defs.linear([
    [0, '#474b52'],
    [1, '#25282d'],
  ]);
  const spoke = (d: string) => path(d, { fill: spokeFill, transform: `translate(${cx} ${cy}) scale(${k})` });
  return group(
    {},
    spoke('M-280,-10 L-90,-40 L-90,60 L-270,60 Z'),
    spoke('M280,-10 L90,-40 L90,60 L270,60 Z'),
    spoke('M-70,70 L70,70 L50,285 L-50,285 Z'),
    circle(cx, cy, r - 18 * k, { fill: 'none', stroke: rim, 'stroke-width': 44 * k }),
    rect(cx - 110 * k, cy - 95 * k, 220 * k, 190 * k, { rx: 60 * k, fill: hub }),
    ...[-1, 1].flatMap((side) =>
      [-20, 25].map((dy) =>
        circle(cx + side * 185 * k, cy + dy * k, 15 * k, {
          fill: '#4d5259',
          stroke: '#16171a',
          'stroke-width': 3,
        }),
      ),
    ),
  );
}

/** A round gauge with a needle at `value` (0–1 of its sweep). */
export function dial(
  cx: number,
  cy: number,
  r: number,
  labels: readonly string[],
  value: number,
  caption: string,
): string {
  const sweep = (t: number) => ((135 + 270 * t) * Math.PI) / 180;
  const at = (t: number, radius: number): Point => [
    cx + radius * Math.cos(sweep(t)),
    cy + radius * Math.sin(sweep(t)),
  ];
  const ticks = Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const major = i % (40 / (labels.length - 1)) === 0;
    return line(at(t, r * (major ? 0.8 : 0.86)), at(t, r * 0.93), {
      stroke: '#e8eef3',
      'stroke-width': major ? 5 : 2,
    });
  });
  return group(
    {},
    circle(cx, cy, r, { fill: '#0f1114', stroke: SATIN, 'stroke-width': 6 }),
    ...ticks,
    ...labels.map((label, i) => {
      const [x, y] = at(i / (labels.length - 1), r * 0.64);
      return text(x, y + r * 0.07, label, {
        'font-size': r * 0.17,
        'text-anchor': 'middle',
        fill: '#e8eef3',
      });
    }),
    text(cx, cy + r * 0.34, caption, { 'font-size': r * 0.12, 'text-anchor': 'middle', fill: GLOW }),
    line([cx, cy], at(value, r * 0.86), { stroke: '#ff3b30', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    circle(cx, cy, r * 0.09, { fill: '#2e3238', stroke: '#60666e', 'stroke-width': 3 }),
  );
}

/** A horizontal-slat air vent. */
export function vent(x: number, y: number, w: number, h: number): string {
  return group(
    {},
    rect(x, y, w, h, { rx: h * 0.25, fill: '#16181b', stroke: SATIN, 'stroke-width': 5 }),
    ...Array.from({ length: 4 }, (_, i) =>
      rect(x + 10, y + ((i + 1) * h) / 5 - 3, w - 20, 6, { rx: 3, fill: '#3d4148' }),
    ),
  );
}

/** A round rotary knob with its marker. */
export function knob(scene: Scene, cx: number, cy: number, r: number, angle = -60): string {
  const face = scene.defs.radial(
    [
      [0, '#5b6068'],
      [1, '#1e2024'],
    ],
    [0.4, 0.35, 0.7],
  );
  const a = (angle * Math.PI) / 180;
  return group(
    {},
    circle(cx, cy, r + 8, { fill: SATIN }),
    circle(cx, cy, r, { fill: face }),
    line(
      [cx + r * 0.45 * Math.cos(a), cy + r * 0.45 * Math.sin(a)],
      [cx + r * 0.85 * Math.cos(a), cy + r * 0.85 * Math.sin(a)],
      {
        stroke: '#ff8a3d',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      },
    ),
  );
}

/** A push button with a short label and a status light. */
export function button(x: number, y: number, w: number, h: number, label: string, lit = false): string {
  return group(
    {},
    rect(x, y, w, h, { rx: 12, fill: '#24272c', stroke: '#4a4f56', 'stroke-width': 3 }),
    text(x + w / 2, y + h * 0.62, label, {
      'font-size': h * 0.32,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: '#e6ebef',
    }),
    rect(x + w / 2 - 14, y + h - 14, 28, 5, { rx: 2, fill: lit ? '#ffb340' : '#464b52' }),
  );
}
