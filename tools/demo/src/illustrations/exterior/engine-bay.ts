import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { illustrativeTag } from '../studio';
import { circle, group, line, path, polygon, pts, rect, text } from '../svg';

const hose = (d: string, colour: string, width: number) =>
  path(d, { fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });

/** A translucent reservoir with its fluid level and cap. */
function reservoir(x: number, y: number, w: number, h: number, fluid: string, cap: string, level: number) {
  return group(
    {},
    rect(x, y, w, h, { rx: 18, fill: '#eef0f2', 'fill-opacity': 0.9, stroke: '#b9bec4', 'stroke-width': 3 }),
    rect(x + 6, y + h * (1 - level), w - 12, h * level - 6, { rx: 12, fill: fluid, 'fill-opacity': 0.75 }),
    circle(x + w * 0.3, y + 8, 30, { fill: cap, stroke: shade(cap, -0.4), 'stroke-width': 4 }),
  );
}

function fender(scene: Scene, side: 1 | -1) {
  const paint = scene.style.bodyColour;
  const fill = scene.defs.linear(
    [
      [0, shade(paint, 0.3)],
      [1, shade(paint, -0.35)],
    ],
    side === 1 ? [0, 0, 1, 0] : [1, 0, 0, 0],
  );
  const x = (v: number) => (side === 1 ? v : WIDTH - v);
  return group(
    {},
    polygon(
      [
        [x(0), 150],
        [x(130), 150],
        [x(90), HEIGHT],
        [x(0), HEIGHT],
      ],
      { fill },
    ),
    circle(x(205), 270, 58, { fill: shade(paint, -0.2), stroke: shade(paint, -0.5), 'stroke-width': 4 }),
    ...[0, 120, 240].map((a) => {
      const r = (a * Math.PI) / 180;
      return circle(x(205) + 34 * Math.cos(r), 270 + 34 * Math.sin(r), 8, { fill: '#8d939a' });
    }),
    circle(x(205), 270, 16, { fill: '#2b2e33' }),
  );
}

/** Hybrid: inverter with orange high-voltage cables; otherwise the 12 V battery sits there. */
function powerUnit(scene: Scene) {
  if (scene.style.powertrain === 'hybrid') {
    return group(
      {},
      hose('M900,330 C820,330 830,420 800,440', '#f07d1a', 22),
      hose('M900,390 C850,400 850,480 800,500', '#f07d1a', 22),
      rect(880, 200, 230, 240, { rx: 16, fill: '#a9b0b8', stroke: '#6c737b', 'stroke-width': 4 }),
      polygon(pts('995,250 1040,330 950,330'), {
        fill: '#f5c400',
        stroke: '#1a1a1a',
        'stroke-width': 5,
        'stroke-linejoin': 'round',
      }),
      text(995, 322, '!', {
        'font-size': 54,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#1a1a1a',
      }),
    );
  }
  return group(
    {},
    rect(880, 210, 220, 200, { rx: 10, fill: '#25282c', stroke: '#43474d', 'stroke-width': 4 }),
    rect(905, 190, 46, 34, { rx: 6, fill: '#c8202b' }),
    rect(1030, 190, 46, 34, { rx: 6, fill: '#111214' }),
    hose('M928,205 C900,160 860,190 820,260', '#c8202b', 12),
    line([910, 300], [1070, 300], { stroke: '#43474d', 'stroke-width': 3 }),
  );
}

export function engineBay(scene: Scene): string {
  const paint = scene.style.bodyColour;
  const bay = scene.defs.radial(
    [
      [0, '#4d535b'],
      [1, '#1b1d21'],
    ],
    [0.5, 0.5, 0.65],
  );
  const cover = scene.defs.linear([
    [0, '#5b6068'],
    [1, '#2e3136'],
  ]);
  const diesel = scene.style.powertrain === 'diesel';
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: bay }),
    rect(0, 0, WIDTH, 95, { fill: shade(paint, -0.45) }),
    rect(160, 12, 960, 70, { rx: 24, fill: '#2a2c30' }),
    rect(0, 95, WIDTH, 70, { fill: '#111214' }),
    ...Array.from({ length: 14 }, (_, i) => rect(220 + i * 60, 115, 36, 30, { rx: 6, fill: '#23262a' })),
    fender(scene, 1),
    fender(scene, -1),
    rect(170, 340, 220, 230, { rx: 22, fill: '#30343a', stroke: '#555a61', 'stroke-width': 4 }),
    ...[0, 1, 2, 3, 4].map((i) => rect(195, 370 + i * 38, 170, 12, { rx: 6, fill: '#3d4148' })),
    ...[360, 550].map((y) => rect(160, y, 30, 20, { rx: 4, fill: '#9aa0a7' })),
    hose('M280,570 C280,680 300,740 330,820', '#26282c', 64),
    diesel ? hose('M420,760 C520,720 520,650 470,610', '#26282c', 56) : '',
    rect(410, 300 - (diesel ? 20 : 0), 450, 330 + (diesel ? 40 : 0), {
      rx: 46,
      fill: cover,
      stroke: '#1c1e21',
      'stroke-width': 5,
    }),
    ...[0, 1, 2, 3].map((i) => rect(470, 400 + i * 50, 330, 14, { rx: 7, fill: '#3c4046' })),
    powerUnit(scene),
    circle(545, 350, 36, { fill: '#f2c200' }),
    circle(545, 350, 24, { fill: '#16171a' }),
    path('M790,610 C830,650 860,650 880,620', {
      fill: 'none',
      stroke: '#f2c200',
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    reservoir(200, 175, 130, 80, '#d9c46a', '#f2c200', 0.7),
    reservoir(910, 590, 170, 170, '#ff6fa8', '#202226', 0.55),
    circle(1060, 840, 34, { fill: '#1e74d6', stroke: '#0f3f78', 'stroke-width': 5 }),
    rect(80, 880, WIDTH - 160, 80, { fill: '#131416' }),
    rect(590, 880, 100, 40, { rx: 8, fill: '#6f757c' }),
    rect(0, 925, WIDTH, 35, { fill: shade(paint, -0.25) }),
    illustrativeTag(true),
  );
}
