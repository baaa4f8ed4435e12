import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { illustrativeTag } from '../studio';
import { ellipse, group, path, rect, text } from '../svg';

/** Close-up of the tailgate: the model name in chrome letters, a generic emblem, the tail light. */
export function modelBadge(scene: Scene): string {
  const paint = scene.style.bodyColour;
  const panel = scene.defs.linear(
    [
      [0, shade(paint, -0.3)],
      [0.35, shade(paint, 0.2)],
      [0.42, shade(paint, 0.45)],
      [0.5, paint],
      [1, shade(paint, -0.4)],
    ],
    [0, 0, 0.3, 1],
  );
  const chrome = scene.defs.linear([
    [0, '#ffffff'],
    [0.45, '#c3c9d0'],
    [0.55, '#7d858e'],
    [1, '#eef1f4'],
  ]);
  const lamp = scene.defs.linear(
    [
      [0, '#e0303a'],
      [0.5, '#9c0f18'],
      [1, '#5e070d'],
    ],
    [0, 0, 1, 1],
  );
  const size = Math.min(150, 1500 / Math.max(4, scene.style.badge.length));
  const lettering = {
    'font-size': size,
    'font-weight': 'bold',
    'font-style': 'italic',
    'text-anchor': 'middle',
    'letter-spacing': 4,
  };
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: panel }),
    path('M980,0 L1280,0 L1280,520 C1180,540 1080,470 1020,360 Z', { fill: lamp }),
    path('M1010,60 C1040,200 1110,330 1280,380', {
      fill: 'none',
      stroke: '#ff8a8f',
      'stroke-width': 6,
      'stroke-opacity': 0.7,
    }),
    path('M0,780 C400,800 800,790 1280,760', { fill: 'none', stroke: shade(paint, -0.6), 'stroke-width': 5 }),
    ellipse(300, 250, 92, 70, { fill: 'none', stroke: chrome, 'stroke-width': 16 }),
    ellipse(300, 250, 62, 42, { fill: shade(paint, -0.5) }),
    text(560, 582, scene.style.badge, { ...lettering, fill: '#000000', 'fill-opacity': 0.35 }),
    text(552, 572, scene.style.badge, { ...lettering, fill: chrome }),
    illustrativeTag(true),
  );
}
