import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { cabinBackdrop } from '../studio';
import { circle, ellipse, group, line, path, rect, text } from '../svg';

const DISC: readonly [number, number, number] = [540, 470, 380];

/** A front brake with the wheel off: disc, hub with studs, caliper; a worn disc is scored with a lip. */
export function brakeDisc(scene: Scene, worn: boolean): string {
  const [cx, cy, r] = DISC;
  const face = scene.defs.radial([
    [0.3, worn ? '#6d6a66' : '#9ca2a9'],
    [0.8, worn ? '#827c75' : '#c3c8ce'],
    [1, worn ? '#6b4a33' : '#8a9097'],
  ]);
  return group(
    {},
    cabinBackdrop(scene, '#30343a'),
    circle(cx, cy, r, { fill: face, stroke: worn ? '#5a3b26' : '#70767d', 'stroke-width': worn ? 26 : 8 }),
    ...(worn ? [0.62, 0.7, 0.78, 0.86, 0.92] : [0.75]).map((k) =>
      circle(cx, cy, r * k, {
        fill: 'none',
        stroke: '#5b5f64',
        'stroke-width': worn ? 4 : 2,
        'stroke-opacity': 0.7,
      }),
    ),
    circle(cx, cy, r * 0.45, { fill: '#4a4e54' }),
    circle(cx, cy, r * 0.3, { fill: '#6b7077', stroke: '#3a3d42', 'stroke-width': 6 }),
    ...[0, 72, 144, 216, 288].map((a) => {
      const t = ((a - 90) * Math.PI) / 180;
      return circle(cx + r * 0.22 * Math.cos(t), cy + r * 0.22 * Math.sin(t), 18, {
        fill: '#c9ced4',
        stroke: '#2a2c30',
        'stroke-width': 4,
      });
    }),
    path(
      `M${cx + r * 0.55},${cy - r * 0.75} C${cx + r * 1.15},${cy - r * 0.5} ${cx + r * 1.15},${cy + r * 0.5} ${cx + r * 0.55},${cy + r * 0.75} L${cx + r * 0.78},${cy + r * 0.38} C${cx + r * 0.9},${cy} ${cx + r * 0.9},${cy} ${cx + r * 0.78},${cy - r * 0.38} Z`,
      {
        fill: '#25282c',
      },
    ),
    path(
      `M${cx + r * 0.74},${cy - r * 0.45} C${cx + r * 0.86},${cy - r * 0.2} ${cx + r * 0.86},${cy + r * 0.2} ${cx + r * 0.74},${cy + r * 0.45}`,
      {
        fill: 'none',
        stroke: worn ? '#8c8f94' : '#b8a88e',
        'stroke-width': worn ? 8 : 22,
      },
    ),
  );
}

/** A digital tread-depth gauge with its probe in a groove. */
export function treadGauge(x: number, y: number, reading: string, ok: boolean): string {
  return group(
    {},
    rect(x, y, 250, 420, { rx: 36, fill: '#f2c200', stroke: '#8c6f00', 'stroke-width': 5 }),
    rect(x + 30, y + 40, 190, 110, { rx: 12, fill: '#c9d6c3' }),
    text(x + 125, y + 118, reading, {
      'font-size': 58,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: '#1d2a1a',
    }),
    circle(x + 125, y + 250, 44, { fill: ok ? '#2e9e4f' : '#d0342c' }),
    rect(x + 110, y + 420, 30, 110, { fill: '#c9ced4' }),
  );
}

/** Battery top with the handheld tester clamped on, showing voltage and verdict. */
export function batteryTester(scene: Scene, volts: string, verdict: string, ok: boolean): string {
  return group(
    {},
    cabinBackdrop(scene, '#30343a'),
    rect(130, 420, 1020, 480, { rx: 20, fill: '#1d1f23' }),
    rect(180, 380, 110, 60, { rx: 10, fill: '#c8202b' }),
    rect(990, 380, 110, 60, { rx: 10, fill: '#111214' }),
    text(235, 540, '+', { 'font-size': 90, 'text-anchor': 'middle', fill: '#c8202b' }),
    text(1045, 540, '−', { 'font-size': 90, 'text-anchor': 'middle', fill: '#9aa0a7' }),
    path('M235,410 C235,250 420,240 470,300', { fill: 'none', stroke: '#c8202b', 'stroke-width': 16 }),
    path('M1045,410 C1045,250 860,240 810,300', { fill: 'none', stroke: '#111214', 'stroke-width': 16 }),
    rect(430, 120, 420, 560, { rx: 40, fill: '#e3e7eb', stroke: '#8d939a', 'stroke-width': 6 }),
    rect(475, 170, 330, 200, { rx: 14, fill: '#0e1a22' }),
    text(640, 275, volts, {
      'font-size': 86,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: '#e8f4fb',
    }),
    text(640, 340, verdict, {
      'font-size': 36,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: ok ? '#4cd07d' : '#ff6b5f',
    }),
    ...[0, 1, 2].map((i) => rect(500 + i * 100, 430, 80, 60, { rx: 12, fill: '#b5bcc4' })),
  );
}

/** The OBD scan tool screen listing stored fault codes, or none. */
export function scanTool(scene: Scene, codes: readonly string[]): string {
  const ok = codes.length === 0;
  const lines = ok ? ['Nessun codice di errore', 'memorizzato'] : codes;
  return group(
    {},
    cabinBackdrop(scene, '#30343a'),
    rect(220, 90, 840, 760, { rx: 50, fill: '#2b2f36', stroke: '#f07d1a', 'stroke-width': 14 }),
    rect(280, 150, 720, 470, { rx: 16, fill: '#0f1b24' }),
    rect(280, 150, 720, 70, { rx: 16, fill: ok ? '#1d6b3e' : '#8a1f1a' }),
    text(310, 198, ok ? 'Diagnosi completata' : `Codici memorizzati: ${codes.length}`, {
      'font-size': 34,
      'font-weight': 'bold',
      fill: '#ffffff',
    }),
    ...lines.map((l, i) => text(310, 290 + i * 62, l, { 'font-size': 32, fill: '#e8eef3' })),
    ...[0, 1, 2, 3].map((i) => rect(300 + i * 175, 680, 140, 90, { rx: 18, fill: '#40454d' })),
  );
}

/** The dipstick tip against a white cloth: the oil film between the MIN and MAX marks. */
export function dipstick(scene: Scene): string {
  const cloth = scene.defs.linear([
    [0, '#f4f4f1'],
    [1, '#d9dad5'],
  ]);
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: cloth }),
    rect(0, 430, 1100, 60, { rx: 30, fill: '#c3c8ce', stroke: '#8d939a', 'stroke-width': 4 }),
    rect(380, 432, 520, 56, { fill: '#c98e1d', 'fill-opacity': 0.75 }),
    ...[420, 860].map((x) => line([x, 400], [x, 520], { stroke: '#2a2c30', 'stroke-width': 6 })),
    text(420, 380, 'MIN', { 'font-size': 34, 'text-anchor': 'middle', fill: '#2a2c30' }),
    text(860, 380, 'MAX', { 'font-size': 34, 'text-anchor': 'middle', fill: '#2a2c30' }),
    ellipse(1150, 460, 110, 150, { fill: '#f2c200', stroke: '#8c6f00', 'stroke-width': 6 }),
    ellipse(1150, 460, 50, 80, { fill: cloth }),
  );
}

/** A headlight lens turned yellow and hazy with age. */
export function headlight(scene: Scene): string {
  const paint = scene.style.bodyColour;
  const lens = scene.defs.linear(
    [
      [0, '#e6d7a8'],
      [1, '#b59f62'],
    ],
    [0, 0, 1, 1],
  );
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: shade(paint, -0.1) }),
    path('M80,250 C400,160 1000,170 1220,300 L1160,720 C900,800 400,790 120,700 Z', { fill: '#1b1d21' }),
    path('M110,270 C400,190 990,200 1190,315 L1135,695 C890,770 410,760 145,680 Z', { fill: '#3c4148' }),
    circle(420, 480, 150, { fill: '#d8dee4', stroke: '#8d939a', 'stroke-width': 10 }),
    circle(420, 480, 70, { fill: '#f7fafc', stroke: '#b8c0c8', 'stroke-width': 8 }),
    circle(850, 480, 120, { fill: '#c3cad1', stroke: '#8d939a', 'stroke-width': 8 }),
    path('M160,640 C450,700 850,705 1120,640', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    path('M110,270 C400,190 990,200 1190,315 L1135,695 C890,770 410,760 145,680 Z', {
      fill: lens,
      'fill-opacity': 0.72,
    }),
  );
}

/** A suspension arm and its tired rubber bush, cracked and squeezed out. */
export function controlArmBush(scene: Scene): string {
  const steel = scene.defs.linear([
    [0, '#4a4e54'],
    [1, '#1d1f22'],
  ]);
  return group(
    {},
    cabinBackdrop(scene, '#3a3530'),
    path('M0,380 L700,420 L700,560 L0,600 Z', { fill: steel }),
    circle(760, 490, 230, { fill: '#2a2c30', stroke: '#55595f', 'stroke-width': 10 }),
    circle(760, 490, 190, { fill: '#151617' }),
    circle(760, 490, 80, { fill: '#9aa0a7', stroke: '#3a3d42', 'stroke-width': 10 }),
    circle(760, 490, 34, { fill: '#2a2c30' }),
    ...['M650,380 l40,40 l-20,30', 'M870,600 l-30,-35 l25,-25', 'M620,520 l60,-10', 'M830,370 l-15,50'].map(
      (d) => path(d, { fill: 'none', stroke: '#6a6e74', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    ),
  );
}
