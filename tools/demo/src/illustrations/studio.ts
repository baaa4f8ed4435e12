import { shade } from './colour';
import { HEIGHT, type Scene, WIDTH } from './scene';
import { createRandom } from './seeded-random';
import { circle, ellipse, group, rect, text } from './svg';

const BRAND_PRIMARY = '#224385';
const BRAND_ACCENT = '#2cbbe2';

/** A seamless photo-studio backdrop: pale wall, soft horizon, slightly darker floor. */
export function studioBackdrop(scene: Scene, horizon = 0.6): string {
  // One backdrop per car, as in one photo session.
  const tint = createRandom(`${scene.style.seed}:studio`).pick(['#e9eef4', '#eeece8', '#e8edf0']);
  const wall = scene.defs.linear([
    [0, shade(tint, -0.06)],
    [horizon - 0.08, shade(tint, 0.55)],
    [horizon, shade(tint, 0.2)],
    [horizon + 0.02, shade(tint, -0.04)],
    [1, shade(tint, -0.2)],
  ]);
  const glow = scene.defs.radial([
    [0, '#ffffff', 0.75],
    [1, '#ffffff', 0],
  ]);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: wall }),
    ellipse(WIDTH / 2, HEIGHT * horizon, WIDTH * 0.55, HEIGHT * 0.42, { fill: glow }),
  );
}

/** A darker, softly lit ground for interior parts and close-ups. */
export function cabinBackdrop(scene: Scene, base = '#3a3f47'): string {
  const fill = scene.defs.radial(
    [
      [0, shade(base, 0.28)],
      [0.7, base],
      [1, shade(base, -0.35)],
    ],
    [0.5, 0.42, 0.75],
  );
  return rect(0, 0, WIDTH, HEIGHT, { fill });
}

/** The small tag that says the picture is a drawing, not a photo of the car. */
export function illustrativeTag(dark = false): string {
  return text(WIDTH - 28, HEIGHT - 26, 'Immagine illustrativa', {
    'font-size': 20,
    'text-anchor': 'end',
    fill: dark ? '#ffffff' : '#1d2430',
    'fill-opacity': 0.55,
  });
}

/** A highlighted ring around a defect. */
export function marker(cx: number, cy: number, r: number): string {
  return group(
    {},
    circle(cx, cy, r + 7, { fill: 'none', stroke: '#ffffff', 'stroke-width': 5, 'stroke-opacity': 0.85 }),
    circle(cx, cy, r, { fill: 'none', stroke: BRAND_ACCENT, 'stroke-width': 7 }),
  );
}

/** A short caption in a pill at the bottom left. */
export function caption(label: string): string {
  const width = 90 + label.length * 17.5;
  return group(
    {},
    rect(28, HEIGHT - 108, width, 64, { rx: 32, fill: BRAND_PRIMARY, 'fill-opacity': 0.92 }),
    circle(62, HEIGHT - 76, 9, { fill: BRAND_ACCENT }),
    text(84, HEIGHT - 65, label, { 'font-size': 30, 'font-weight': 'bold', fill: '#ffffff' }),
  );
}
