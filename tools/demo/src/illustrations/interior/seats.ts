import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { illustrativeTag } from '../studio';
import { circle, group, path, polygon, pts, rect } from '../svg';
import { PLASTIC, PLASTIC_LIGHT, SATIN, seat, windowGlass } from './cabin-parts';

/** Headliner, side windows and the darker rear of the cabin behind the seats. */
function cabinInterior(scene: Scene): string {
  const headliner = scene.defs.linear([
    [0, '#8d9299'],
    [1, '#c9ccd0'],
  ]);
  const glass = windowGlass(scene);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: '#25282d' }),
    rect(0, 0, WIDTH, 150, { fill: headliner }),
    polygon(pts('0,150 230,150 170,430 0,470'), { fill: glass }),
    polygon(pts('1280,150 1050,150 1110,430 1280,470'), { fill: glass }),
    rect(230, 150, 820, 330, { fill: shade(PLASTIC, -0.2) }),
  );
}

/** The rear bench: one backrest, three head restraints, split cushion. */
function bench(scene: Scene, base: number): string {
  const colour = scene.style.interiorColour;
  const fabric = scene.defs.linear([
    [0, shade(colour, 0.15)],
    [1, shade(colour, -0.3)],
  ]);
  const belt = { fill: 'none', stroke: '#15161a', 'stroke-width': 26, 'stroke-linecap': 'round' } as const;
  return group(
    {},
    ...[250, 640, 1030].map((x, i) =>
      rect(x - (i === 1 ? 80 : 100), base - 640, i === 1 ? 160 : 200, 120, { rx: 40, fill: fabric }),
    ),
    rect(110, base - 540, 1060, 400, { rx: 70, fill: shade(colour, -0.25) }),
    ...[250, 640, 1030].map((x) => rect(x - 150, base - 515, 300, 350, { rx: 50, fill: fabric })),
    path(`M170,${base - 520} L520,${base - 150}`, belt),
    path(`M1110,${base - 520} L760,${base - 150}`, belt),
    rect(80, base - 170, 1120, 170, { rx: 60, fill: shade(colour, -0.3) }),
    ...[250, 640, 1030].map((x) => rect(x - 170, base - 160, 340, 130, { rx: 40, fill: fabric })),
  );
}

export function frontSeats(scene: Scene): string {
  return group(
    {},
    cabinInterior(scene),
    bench(scene, 720),
    path('M560,960 L585,560 L695,560 L720,960 Z', { fill: PLASTIC }),
    rect(600, 600, 80, 160, { rx: 30, fill: PLASTIC_LIGHT }),
    seat(scene, 330, 960, 1.25),
    seat(scene, 950, 960, 1.25),
    illustrativeTag(true),
  );
}

export function rearSeats(scene: Scene): string {
  const glass = windowGlass(scene);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: '#25282d' }),
    rect(0, 0, WIDTH, 110, { fill: '#b9bdc2' }),
    polygon(pts('170,110 1110,110 1050,260 230,260'), { fill: glass }),
    rect(0, 250, WIDTH, 80, { fill: shade(PLASTIC, -0.1) }),
    bench(scene, 900),
    rect(0, 900, WIDTH, 60, { fill: '#1b1d20' }),
    illustrativeTag(true),
  );
}

/** The side of the driver's seat with recline wheel, height lever and the slide bar. */
export function seatAdjustment(scene: Scene): string {
  const colour = scene.style.interiorColour;
  const fabric = scene.defs.linear(
    [
      [0, shade(colour, 0.2)],
      [1, shade(colour, -0.3)],
    ],
    [0, 0, 1, 0],
  );
  const trim = scene.defs.linear([
    [0, '#3b3f46'],
    [1, '#1c1e22'],
  ]);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: '#3a3e44' }),
    rect(0, 820, WIDTH, 140, { fill: '#1e2023' }),
    rect(850, -40, 190, 120, { rx: 44, fill: shade(colour, -0.1), transform: 'rotate(14 945 20)' }),
    path('M700,640 C720,450 780,250 840,110 C860,60 1000,60 1010,120 C995,320 965,480 950,650 Z', {
      fill: fabric,
    }),
    path('M230,560 C230,520 260,500 300,500 L900,520 C950,525 960,560 955,600 L940,680 L240,680 Z', {
      fill: fabric,
    }),
    path('M240,640 L950,640 L935,760 C930,790 900,800 870,800 L300,800 C260,800 245,780 242,750 Z', {
      fill: trim,
    }),
    circle(820, 690, 56, { fill: PLASTIC_LIGHT, stroke: SATIN, 'stroke-width': 6 }),
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return circle(820 + 46 * Math.cos(a), 690 + 46 * Math.sin(a), 6, { fill: '#1e2024' });
    }),
    path('M380,700 L620,680 C650,678 660,700 640,712 L400,742 C370,746 360,704 380,700 Z', {
      fill: PLASTIC_LIGHT,
      stroke: SATIN,
      'stroke-width': 4,
    }),
    path('M180,860 C180,820 260,820 300,830 L900,830', {
      fill: 'none',
      stroke: SATIN,
      'stroke-width': 18,
      'stroke-linecap': 'round',
    }),
    rect(270, 800, 30, 40, { fill: '#5c6168' }),
    rect(840, 800, 30, 40, { fill: '#5c6168' }),
    illustrativeTag(true),
  );
}
