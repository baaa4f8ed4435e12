import { formatKm } from '@verificauto/shared/domain/format';
import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { cabinBackdrop, illustrativeTag } from '../studio';
import { circle, group, line, path, polygon, polyline, pts, rect, text } from '../svg';
import { button, dial, GLOW, knob, PLASTIC, PLASTIC_LIGHT, SATIN, steeringWheel, vent } from './cabin-parts';

/** Two gauges and the central display; the left gauge reads power flow on a hybrid, revs otherwise. */
function cluster(scene: Scene, cx: number, cy: number, k: number): string {
  const hybrid = scene.style.powertrain === 'hybrid';
  const left = hybrid
    ? dial(cx - 300 * k, cy, 170 * k, ['CHG', 'ECO', 'PWR'], 0.3, 'HYBRID')
    : dial(cx - 300 * k, cy, 170 * k, ['0', '1', '2', '3', '4', '5', '6'], 0.13, 'x1000 giri/min');
  return group(
    {},
    rect(cx - 500 * k, cy - 215 * k, 1000 * k, 430 * k, {
      rx: 190 * k,
      fill: '#101215',
      stroke: PLASTIC_LIGHT,
      'stroke-width': 8 * k,
    }),
    left,
    dial(cx + 300 * k, cy, 170 * k, ['0', '40', '80', '120', '160', '200'], 0, 'km/h'),
    rect(cx - 105 * k, cy - 130 * k, 210 * k, 260 * k, {
      rx: 18 * k,
      fill: '#0b1620',
      stroke: '#1f3444',
      'stroke-width': 4 * k,
    }),
    text(cx, cy - 60 * k, '21°C', { 'font-size': 34 * k, 'text-anchor': 'middle', fill: '#e8eef3' }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(cx - 80 * k + i * 28 * k, cy - 10 * k, 20 * k, 34 * k, {
        rx: 3 * k,
        fill: i < 4 ? GLOW : '#24384a',
      }),
    ),
    text(cx, cy + 70 * k, 'ODO', { 'font-size': 20 * k, 'text-anchor': 'middle', fill: '#8fa4b5' }),
    text(cx, cy + 104 * k, formatKm(scene.style.odometerKm), {
      'font-size': 32 * k,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: '#ffffff',
    }),
  );
}

/** Touch screen with a map, the route and three tiles. */
function screen(scene: Scene, x: number, y: number, w: number, h: number): string {
  const k = w / 600;
  const map = scene.defs.linear([
    [0, '#1d2b38'],
    [1, '#142029'],
  ]);
  const streets = [
    pts('0.05,0.7 0.35,0.55 0.55,0.6'),
    pts('0.2,0.15 0.25,0.5 0.2,0.95'),
    pts('0.05,0.3 0.58,0.35'),
    pts('0.4,0.1 0.45,0.9'),
  ] as const;
  const px = (u: number) => x + u * w;
  const py = (v: number) => y + v * h;
  return group(
    {},
    rect(x - 14 * k, y - 14 * k, w + 28 * k, h + 28 * k, {
      rx: 22 * k,
      fill: '#0c0d0f',
      stroke: '#5b6168',
      'stroke-width': 4 * k,
    }),
    rect(x, y, w, h, { fill: map }),
    ...streets.map((pts) =>
      polyline(
        pts.map(([u, v]) => [px(u), py(v)] as const),
        { stroke: '#3e5466', 'stroke-width': 10 * k },
      ),
    ),
    polyline(
      [
        [px(0.08), py(0.69)],
        [px(0.35), py(0.55)],
        [px(0.42), py(0.34)],
        [px(0.56), py(0.35)],
      ],
      { stroke: '#2f9bff', 'stroke-width': 12 * k, 'stroke-linejoin': 'round' },
    ),
    polygon(
      [
        [px(0.35), py(0.5)],
        [px(0.38), py(0.6)],
        [px(0.35), py(0.57)],
        [px(0.32), py(0.6)],
      ],
      { fill: '#ffffff' },
    ),
    rect(px(0.62), y, w * 0.38, h, { fill: '#0f171e' }),
    ...['Radio  101.5', 'Telefono', 'Musica'].map((label, i) =>
      group(
        {},
        rect(px(0.65), py(0.06 + i * 0.31), w * 0.32, h * 0.27, {
          rx: 10 * k,
          fill: i === 0 ? '#1f4f7a' : '#1b2630',
        }),
        text(px(0.68), py(0.22 + i * 0.31), label, { 'font-size': 24 * k, fill: '#e8eef3' }),
      ),
    ),
    text(px(0.03), py(0.1), '10:24', { 'font-size': 26 * k, 'font-weight': 'bold', fill: '#e8eef3' }),
  );
}

function climateControls(scene: Scene, cx: number, cy: number, k: number): string {
  return group(
    {},
    knob(scene, cx - 190 * k, cy, 56 * k, -150),
    knob(scene, cx, cy, 56 * k, -80),
    knob(scene, cx + 190 * k, cy, 56 * k, -20),
    ...['A/C', 'AUTO', 'REC', 'MAX'].map((label, i) =>
      button(cx - 250 * k + i * 130 * k, cy + 95 * k, 110 * k, 70 * k, label, i < 2),
    ),
  );
}

export function dashboard(scene: Scene): string {
  const outside = scene.defs.linear([
    [0, '#bcd3e6'],
    [0.7, '#eef4f8'],
    [1, '#a8b3bb'],
  ]);
  const dash = scene.defs.linear([
    [0, '#383c43'],
    [1, '#1d1f23'],
  ]);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: outside }),
    path('M0,340 C300,280 980,280 1280,340 L1280,960 L0,960 Z', { fill: dash }),
    polygon(pts('0,0 150,0 40,380 0,400'), { fill: PLASTIC }),
    polygon(pts('1280,0 1130,0 1240,380 1280,400'), { fill: PLASTIC }),
    path('M0,470 C400,440 880,440 1280,470 L1280,500 C880,470 400,470 0,500 Z', {
      fill: SATIN,
      'fill-opacity': 0.55,
    }),
    group({ transform: 'translate(0 0)' }, cluster(scene, 330, 440, 0.26)),
    steeringWheel(scene, 330, 640, 250),
    screen(scene, 545, 330, 250, 150),
    vent(545, 520, 250, 70),
    vent(1020, 520, 170, 70),
    climateControls(scene, 670, 660, 0.55),
    rect(900, 640, 300, 170, { rx: 24, fill: shade(PLASTIC, 0.05), stroke: '#1a1c1f', 'stroke-width': 4 }),
    path('M560,960 L590,780 L760,780 L790,960 Z', { fill: '#202226' }),
    circle(675, 850, 38, { fill: '#3a3e45', stroke: SATIN, 'stroke-width': 4 }),
    illustrativeTag(true),
  );
}

export function instrumentCluster(scene: Scene): string {
  return group({}, cabinBackdrop(scene, '#2a2d33'), cluster(scene, 640, 480, 1.12), illustrativeTag(true));
}

export function infotainment(scene: Scene): string {
  return group(
    {},
    cabinBackdrop(scene, '#2a2d33'),
    screen(scene, 190, 150, 900, 540),
    ...['HOME', 'MAPPA', 'MENU'].map((label, i) => button(300 + i * 180, 760, 150, 80, label)),
    knob(scene, 910, 800, 46, -90),
    illustrativeTag(true),
  );
}

export function switches(scene: Scene): string {
  return group(
    {},
    cabinBackdrop(scene, '#2a2d33'),
    rect(150, 120, 980, 700, { rx: 60, fill: PLASTIC, stroke: SATIN, 'stroke-width': 8 }),
    rect(560, 170, 160, 100, { rx: 18, fill: '#24272c', stroke: '#4a4f56', 'stroke-width': 3 }),
    polygon(pts('640,190 685,250 595,250'), {
      fill: 'none',
      stroke: '#ff3b30',
      'stroke-width': 9,
      'stroke-linejoin': 'round',
    }),
    climateControls(scene, 640, 420, 1.4),
    ...['ESP OFF', 'ECO', 'START'].map((label, i) => button(330 + i * 220, 690, 180, 90, label)),
    illustrativeTag(true),
  );
}

export function steeringWheelCloseUp(scene: Scene): string {
  return group(
    {},
    cabinBackdrop(scene, '#2a2d33'),
    group({}, cluster(scene, 640, 150, 0.55)),
    rect(0, 300, WIDTH, 660, { fill: PLASTIC }),
    line([0, 300], [WIDTH, 300], { stroke: SATIN, 'stroke-width': 6 }),
    steeringWheel(scene, 640, 560, 400),
    illustrativeTag(true),
  );
}
