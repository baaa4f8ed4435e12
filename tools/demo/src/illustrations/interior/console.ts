import { shade } from '../colour';
import type { Scene } from '../scene';
import { cabinBackdrop, illustrativeTag } from '../studio';
import { circle, ellipse, group, path, rect, text } from '../svg';
import { PLASTIC, PLASTIC_LIGHT, SATIN } from './cabin-parts';

function manualLever(scene: Scene): string {
  const boot = scene.defs.radial([
    [0, '#3d4046'],
    [1, '#141518'],
  ]);
  const knob = scene.defs.radial(
    [
      [0, '#6a6f77'],
      [1, '#1c1e22'],
    ],
    [0.4, 0.3, 0.7],
  );
  const gears = ['1', '3', '5', '2', '4', '6'];
  return group(
    {},
    ellipse(640, 640, 300, 220, { fill: SATIN }),
    ellipse(640, 640, 275, 198, { fill: boot }),
    ...[0, 1, 2, 3].map((i) =>
      ellipse(640, 600 + i * 30, 200 - i * 40, 150 - i * 30, {
        fill: 'none',
        stroke: '#0e0f11',
        'stroke-width': 5,
      }),
    ),
    path('M600,600 L600,400 L680,400 L680,600 Z', { fill: '#1a1b1e' }),
    ellipse(640, 330, 150, 130, { fill: knob }),
    ...gears.map((g, i) =>
      text(570 + (i % 3) * 70, 300 + Math.floor(i / 3) * 80, g, {
        'font-size': 40,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#e6ebef',
      }),
    ),
    path('M570,310 L570,350 L710,350 L710,310 M640,310 L640,350', {
      fill: 'none',
      stroke: '#e6ebef',
      'stroke-width': 4,
    }),
    text(745, 300, 'R', { 'font-size': 34, 'font-weight': 'bold', fill: '#e6ebef' }),
  );
}

function automaticSelector(scene: Scene): string {
  const handle = scene.defs.linear(
    [
      [0, '#585d65'],
      [1, '#1b1d21'],
    ],
    [0, 0, 1, 0],
  );
  return group(
    {},
    rect(440, 360, 400, 480, { rx: 60, fill: SATIN }),
    rect(460, 380, 360, 440, { rx: 48, fill: PLASTIC }),
    rect(610, 470, 60, 300, { rx: 30, fill: '#0f1012' }),
    ...['P', 'R', 'N', 'D', 'B'].map((g, i) =>
      text(735, 500 + i * 62, g, {
        'font-size': 42,
        'font-weight': 'bold',
        fill: g === 'P' ? '#7fd3ff' : '#c9ced4',
      }),
    ),
    rect(585, 230, 110, 300, { rx: 50, fill: handle }),
    circle(640, 280, 26, { fill: PLASTIC_LIGHT, stroke: SATIN, 'stroke-width': 4 }),
  );
}

export function gearShifter(scene: Scene): string {
  return group(
    {},
    cabinBackdrop(scene, '#2a2d33'),
    rect(300, 0, 680, 960, { fill: shade(PLASTIC, -0.1) }),
    scene.style.transmission === 'manual' ? manualLever(scene) : automaticSelector(scene),
    rect(1000, 760, 140, 90, { rx: 16, fill: '#24272c', stroke: '#4a4f56', 'stroke-width': 3 }),
    text(1070, 820, 'P', {
      'font-size': 44,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: '#e6ebef',
    }),
    illustrativeTag(true),
  );
}
