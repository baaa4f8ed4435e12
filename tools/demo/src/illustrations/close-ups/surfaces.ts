import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { circle, group, path, rect } from '../svg';

/** A glossy body panel filling the frame, with a soft studio reflection across it. */
export function paintPanel(scene: Scene, colour = scene.style.bodyColour): string {
  const base = scene.defs.linear(
    [
      [0, shade(colour, 0.18)],
      [0.55, colour],
      [1, shade(colour, -0.35)],
    ],
    [0, 0, 0.4, 1],
  );
  const reflection = scene.defs.linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 0],
  );
  const tilt = scene.random.between(-60, 60);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: base }),
    path(`M${180 + tilt},0 L${480 + tilt},0 L${300 - tilt},${HEIGHT} L${20 - tilt},${HEIGHT} Z`, {
      fill: reflection,
    }),
  );
}

/** Windscreen glass seen from outside: sky reflection above, the dark dashboard through it below. */
export function windscreen(scene: Scene): string {
  const glass = scene.defs.linear([
    [0, '#9fb8cc'],
    [0.5, '#5d7487'],
    [1, '#1f2a33'],
  ]);
  const streak = scene.defs.linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 0],
  );
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: glass }),
    path('M700,0 L900,0 L520,960 L320,960 Z', { fill: streak }),
    path('M0,820 C400,760 900,760 1280,800 L1280,960 L0,960 Z', { fill: '#15191d' }),
  );
}

/** Tyre tread face-on: four circumferential grooves, block sipes; `depth` 0–1 of a new tyre. */
export function tread(scene: Scene, depth: number): string {
  const rubber = scene.defs.linear(
    [
      [0, '#151618'],
      [0.5, '#34363a'],
      [1, '#151618'],
    ],
    [0, 0, 1, 0],
  );
  const grooves = [250, 490, 790, 1030];
  const width = 30 + 50 * depth;
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: rubber }),
    ...grooves.map((x) => rect(x - width / 2, 0, width, HEIGHT, { fill: '#0a0a0b' })),
    ...Array.from({ length: 9 }, (_, i) =>
      [130, 370, 640, 910, 1150].map((x) =>
        path(`M${x - 60},${i * 120 + 40} l120,${30 + 20 * depth}`, {
          stroke: '#0c0c0d',
          'stroke-width': 4 + 8 * depth,
        }),
      ),
    ).flat(),
  );
}

/** Woven seat fabric. */
export function fabric(scene: Scene, colour = scene.style.interiorColour): string {
  const base = scene.defs.radial([
    [0, shade(colour, 0.25)],
    [1, shade(colour, -0.3)],
  ]);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: base }),
    ...Array.from({ length: 48 }, (_, i) =>
      rect(0, i * 20, WIDTH, 6, { fill: shade(colour, -0.4), 'fill-opacity': 0.25 }),
    ),
  );
}

/** Oily grey metal of engine and gearbox castings, with bolt heads. */
export function casting(scene: Scene): string {
  const metal = scene.defs.linear(
    [
      [0, '#8a8f96'],
      [0.5, '#5d6168'],
      [1, '#33363b'],
    ],
    [0, 0, 1, 1],
  );
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: metal }),
    path('M0,420 C400,380 900,470 1280,420 L1280,450 C900,500 400,410 0,450 Z', { fill: '#2a2c30' }),
    ...[120, 420, 720, 1020].map((x) =>
      circle(x + 60, 436, 26, { fill: '#9aa0a7', stroke: '#2a2c30', 'stroke-width': 6 }),
    ),
  );
}
