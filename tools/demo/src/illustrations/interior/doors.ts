import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { cabinBackdrop, illustrativeTag } from '../studio';
import { circle, group, path, polygon, pts, rect } from '../svg';
import { PLASTIC, PLASTIC_LIGHT, SATIN, windowGlass } from './cabin-parts';

/** One window rocker switch with its up/down arrow. */
function rocker(x: number, y: number, k: number): string {
  return group(
    {},
    rect(x, y, 90 * k, 130 * k, { rx: 18 * k, fill: '#1b1d21', stroke: '#4a4f56', 'stroke-width': 3 * k }),
    rect(x + 10 * k, y + 10 * k, 70 * k, 110 * k, { rx: 14 * k, fill: PLASTIC_LIGHT }),
    polygon(
      [
        [x + 45 * k, y + 28 * k],
        [x + 62 * k, y + 52 * k],
        [x + 28 * k, y + 52 * k],
      ],
      { fill: '#d6dbe0' },
    ),
    polygon(
      [
        [x + 45 * k, y + 102 * k],
        [x + 62 * k, y + 78 * k],
        [x + 28 * k, y + 78 * k],
      ],
      { fill: '#d6dbe0' },
    ),
  );
}

/** Four window switches, the mirror joystick and the child-lock button on the armrest panel. */
function switchPanel(x: number, y: number, k: number): string {
  return group(
    {},
    rect(x, y, 560 * k, 330 * k, { rx: 40 * k, fill: PLASTIC, stroke: SATIN, 'stroke-width': 6 * k }),
    ...[0, 1, 2, 3].map((i) =>
      rocker(x + 40 * k + (i % 2) * 120 * k, y + 30 * k + Math.floor(i / 2) * 150 * k, k),
    ),
    circle(x + 380 * k, y + 110 * k, 60 * k, { fill: '#1b1d21', stroke: '#4a4f56', 'stroke-width': 4 * k }),
    circle(x + 380 * k, y + 110 * k, 30 * k, { fill: PLASTIC_LIGHT }),
    rect(x + 330 * k, y + 210 * k, 100 * k, 70 * k, {
      rx: 14 * k,
      fill: '#1b1d21',
      stroke: '#4a4f56',
      'stroke-width': 3 * k,
    }),
    rect(x + 365 * k, y + 232 * k, 30 * k, 26 * k, {
      rx: 4 * k,
      fill: 'none',
      stroke: '#d6dbe0',
      'stroke-width': 4 * k,
    }),
  );
}

export function doorPad(scene: Scene): string {
  const colour = scene.style.interiorColour;
  const panel = scene.defs.linear([
    [0, '#3a3e45'],
    [1, '#1f2125'],
  ]);
  const insert = scene.defs.linear([
    [0, shade(colour, 0.15)],
    [1, shade(colour, -0.25)],
  ]);
  const glass = windowGlass(scene);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: '#17191c' }),
    polygon(pts('120,0 1280,0 1280,170 60,170'), { fill: glass }),
    path('M40,170 L1280,170 L1280,960 L120,960 C70,700 40,400 40,170 Z', { fill: panel }),
    path('M140,300 L1220,300 L1220,470 L160,480 Z', { fill: insert }),
    rect(180, 210, 260, 50, { rx: 25, fill: '#17191c' }),
    path('M200,235 L420,235', { stroke: SATIN, 'stroke-width': 16, 'stroke-linecap': 'round' }),
    path('M520,500 L1220,500 L1220,600 L560,610 C520,600 510,540 520,500 Z', { fill: PLASTIC_LIGHT }),
    switchPanel(760, 470, 0.55),
    circle(330, 700, 120, { fill: '#16181b', stroke: SATIN, 'stroke-width': 6 }),
    ...Array.from({ length: 37 }, (_, i) => {
      const ring = Math.floor(Math.sqrt(i));
      const a = (i * 2.4) % (2 * Math.PI);
      return circle(330 + ring * 17 * Math.cos(a), 700 + ring * 17 * Math.sin(a), 5, { fill: '#3a3e45' });
    }),
    path('M520,760 L1220,760 L1220,900 L560,900 C530,880 520,820 520,760 Z', {
      fill: '#1a1c20',
      stroke: '#33363c',
      'stroke-width': 4,
    }),
    illustrativeTag(true),
  );
}

export function windowSwitches(scene: Scene): string {
  return group({}, cabinBackdrop(scene, '#2a2d33'), switchPanel(240, 240, 1.4), illustrativeTag(true));
}
