import { drawRim } from '../exterior/wheel-close-up';
import type { Draw, Scene } from '../scene';
import { caption, illustrativeTag, marker } from '../studio';
import { circle, ellipse, group, line, path, rect } from '../svg';
import { batteryTester, brakeDisc, controlArmBush, dipstick, headlight, scanTool, treadGauge } from './parts';
import { casting, fabric, paintPanel, tread, windscreen } from './surfaces';

/** Item close-up or imperfection: a short caption, and a marker ring around the defect if there is one. */
interface CloseUp {
  caption: string;
  draw: Draw;
  marker?: readonly [number, number, number];
  /** A pale picture needs the dark variant of the "illustrative" tag. */
  pale?: boolean;
}

const stroke = (d: string, colour: string, width: number, opacity = 1) =>
  path(d, {
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-opacity': opacity,
  });

/** Small irregular flecks around a point, e.g. stone chips or rust blisters. */
function flecks(
  scene: Scene,
  cx: number,
  cy: number,
  spread: number,
  count: number,
  fill: string,
  ring: string,
) {
  return Array.from({ length: count }, () => {
    const [x, y] = [
      cx + scene.random.between(-spread, spread),
      cy + scene.random.between(-spread, spread) * 0.7,
    ];
    const r = scene.random.between(4, 11);
    return ellipse(x, y, r * 1.3, r, { fill, stroke: ring, 'stroke-width': 3 });
  });
}

function scratch(scene: Scene) {
  const lift = scene.random.between(-40, 40);
  const d = `M330,${600 + lift} C470,560 560,520 660,480 S850,${410 - lift} 950,380`;
  return group(
    {},
    paintPanel(scene),
    stroke(d, '#4d5054', 16, 0.85),
    stroke(d, '#9a9da1', 9),
    stroke(d, '#f6f2ea', 4),
    stroke('M560,515 l30,-6 M760,440 l26,-4', '#f6f2ea', 3),
  );
}

function dent(scene: Scene) {
  const shadow = scene.defs.radial([
    [0, '#000000', 0.45],
    [1, '#000000', 0],
  ]);
  const light = scene.defs.radial([
    [0, '#ffffff', 0.45],
    [1, '#ffffff', 0],
  ]);
  return group(
    {},
    paintPanel(scene),
    ellipse(610, 450, 190, 120, { fill: shadow }),
    ellipse(680, 500, 150, 95, { fill: light }),
    stroke('M0,300 C300,290 480,300 560,360 C640,420 760,330 1280,300', '#ffffff', 6, 0.55),
  );
}

function rustSpot(scene: Scene) {
  return group(
    {},
    paintPanel(scene),
    path('M120,960 C160,620 420,450 720,450 C1020,450 1240,620 1280,700 L1280,960 Z', { fill: '#111214' }),
    stroke('M120,960 C160,620 420,450 720,450 C1020,450 1240,620 1280,700', '#000000', 18, 0.4),
    ...flecks(scene, 420, 520, 120, 14, '#8a4a1c', '#5a2a0c'),
    ellipse(430, 540, 130, 60, { fill: '#7a3d14', 'fill-opacity': 0.75, transform: 'rotate(-30 430 540)' }),
    ...flecks(scene, 440, 500, 90, 10, '#c9772f', '#7a3d14'),
  );
}

function crack(scene: Scene, long: boolean) {
  const [cx, cy] = [640, 430];
  const rays = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * 2 * Math.PI + scene.random.between(0, 0.4);
    const len = scene.random.between(18, 40);
    return line([cx, cy], [cx + len * Math.cos(a), cy + len * Math.sin(a)], {
      stroke: '#ffffff',
      'stroke-width': 3,
      'stroke-opacity': 0.9,
    });
  });
  return group(
    {},
    windscreen(scene),
    circle(cx, cy, 14, { fill: '#ffffff', 'fill-opacity': 0.55, stroke: '#ffffff', 'stroke-width': 3 }),
    ...rays,
    long ? stroke(`M${cx},${cy} C520,520 420,560 300,600 S120,700 60,740`, '#ffffff', 4, 0.9) : '',
  );
}

function curbRash(scene: Scene) {
  const rash = Array.from({ length: 9 }, (_, i) => {
    const a = ((150 + i * 7) * Math.PI) / 180;
    const [r1, r2] = [455, 500 + scene.random.between(-8, 8)];
    return line(
      [660 + r1 * Math.cos(a), 520 + r1 * Math.sin(a)],
      [660 + r2 * Math.cos(a + 0.03), 520 + r2 * Math.sin(a + 0.03)],
      {
        stroke: '#6d7075',
        'stroke-width': 7,
      },
    );
  });
  return group(
    {},
    rect(0, 0, 1280, 960, { fill: '#141517' }),
    circle(660, 520, 700, { fill: '#1c1d20' }),
    drawRim(scene, [660, 520], 500),
    ...rash,
  );
}

function wornSeat(scene: Scene) {
  const fray = Array.from({ length: 16 }, () => {
    const [x, y] = [scene.random.between(470, 820), scene.random.between(380, 560)];
    return stroke(
      `M${x},${y} l${scene.random.between(-20, 20)},${scene.random.between(8, 24)}`,
      '#d8d4cc',
      3,
      0.8,
    );
  });
  return group(
    {},
    fabric(scene),
    path('M0,250 C400,200 900,220 1280,300 L1280,700 C900,640 400,630 0,690 Z', {
      fill: '#000000',
      'fill-opacity': 0.18,
    }),
    ellipse(640, 470, 210, 120, { fill: '#b5b1a8', 'fill-opacity': 0.45 }),
    ...fray,
  );
}

function oilLeak(scene: Scene) {
  const oil = scene.defs.linear([
    [0, '#1a1208', 0.9],
    [1, '#3a2a12', 0.6],
  ]);
  return group(
    {},
    casting(scene),
    path('M520,440 C540,560 500,700 560,820 C600,860 650,830 640,760 C620,640 700,560 680,440 Z', {
      fill: oil,
    }),
    stroke('M560,470 C575,560 560,680 590,790', '#ffffff', 6, 0.25),
    ellipse(600, 880, 20, 28, { fill: '#1a1208' }),
  );
}

function wornTyre(scene: Scene) {
  return group(
    {},
    tread(scene, 0.15),
    ...[250, 490, 790, 1030].map((x) => rect(x - 20, 300, 40, 60, { fill: '#3a3c40' })),
    treadGauge(880, 80, '1,8 mm', false),
  );
}

function bumperScuff(scene: Scene) {
  return group(
    {},
    paintPanel(scene),
    path('M0,600 C500,560 900,560 1280,620', {
      fill: 'none',
      stroke: '#000000',
      'stroke-opacity': 0.25,
      'stroke-width': 10,
    }),
    ...Array.from({ length: 10 }, (_, i) =>
      stroke(
        `M${560 + i * 18},${420 + scene.random.between(-10, 10)} l${120 + i * 6},${8 + i}`,
        '#eeeeee',
        3,
        0.75,
      ),
    ),
  );
}

export const CLOSE_UPS = {
  scratch: { caption: 'Graffio profondo', marker: [640, 485, 340], draw: scratch },
  dent: { caption: 'Ammaccatura', marker: [640, 470, 250], draw: dent },
  'stone-chip': {
    caption: 'Scheggiature da sassi',
    marker: [640, 470, 190],
    draw: (s) => group({}, paintPanel(s), ...flecks(s, 640, 470, 120, 9, '#e9e4dc', '#5f6165')),
  },
  'windscreen-chip': {
    caption: 'Scheggiatura sul parabrezza',
    marker: [640, 430, 110],
    draw: (s) => crack(s, false),
  },
  'cracked-windscreen': {
    caption: 'Crepa sul parabrezza',
    marker: [460, 560, 260],
    draw: (s) => crack(s, true),
  },
  'rust-spot': { caption: 'Ruggine sul passaruota', marker: [430, 520, 220], draw: rustSpot },
  'bumper-scuff': { caption: 'Strisciata sul paraurti', marker: [720, 450, 230], draw: bumperScuff },
  'curb-rash': { caption: 'Segni da marciapiede sul cerchio', marker: [250, 560, 150], draw: curbRash },
  'faded-headlight': { caption: 'Faro opacizzato', marker: [640, 480, 420], draw: headlight },
  'worn-seat': { caption: 'Fianchetto del sedile consumato', marker: [640, 470, 270], draw: wornSeat },
  'oil-leak': { caption: 'Trafilaggio di olio', marker: [600, 650, 250], draw: oilLeak },
  'worn-tyre': { caption: 'Battistrada al limite', marker: [500, 330, 180], draw: wornTyre },
  'worn-brake-disc': {
    caption: 'Disco freno con scalino',
    marker: [300, 230, 150],
    draw: (s) => brakeDisc(s, true),
  },
  'worn-bushing': { caption: 'Silent block screpolato', marker: [760, 490, 280], draw: controlArmBush },
  'tyre-tread': {
    caption: 'Profondità del battistrada',
    draw: (s) => group({}, tread(s, 0.85), treadGauge(880, 80, '6,5 mm', true)),
  },
  'brake-disc': { caption: 'Disco e pastiglie anteriori', draw: (s) => brakeDisc(s, false) },
  'battery-test': {
    caption: 'Test della batteria',
    draw: (s) => batteryTester(s, '12,6 V', 'BATTERIA OK', true),
  },
  'weak-battery': {
    caption: 'Test della batteria',
    draw: (s) => batteryTester(s, '11,9 V', 'DA SOSTITUIRE', false),
  },
  'diagnostic-scan': { caption: 'Diagnosi elettronica', draw: (s) => scanTool(s, []) },
  'fault-codes': {
    caption: 'Diagnosi elettronica',
    draw: (s) => scanTool(s, ['P2002  Efficienza FAP sotto soglia', 'P0401  Flusso EGR insufficiente']),
  },
  'oil-dipstick': { caption: 'Livello olio motore', draw: dipstick, pale: true },
} satisfies Record<string, CloseUp>;

export type CloseUpName = keyof typeof CLOSE_UPS;

export function closeUp(name: CloseUpName): Draw {
  const entry: CloseUp = CLOSE_UPS[name];
  return (scene) =>
    group(
      {},
      entry.draw(scene),
      entry.marker ? marker(...entry.marker) : '',
      caption(entry.caption),
      illustrativeTag(!entry.pale),
    );
}
