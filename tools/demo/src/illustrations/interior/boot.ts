import { shade } from '../colour';
import { HEIGHT, type Scene, WIDTH } from '../scene';
import { illustrativeTag } from '../studio';
import { group, path, polygon, pts, rect } from '../svg';
import { PLASTIC, SATIN } from './cabin-parts';

/** The open boot from behind: carpet floor, seat backs, side trims, parcel shelf, body-coloured frame. */
export function boot(scene: Scene): string {
  const paint = scene.style.bodyColour;
  const colour = scene.style.interiorColour;
  const carpet = scene.defs.linear([
    [0, '#2a2c30'],
    [1, '#44474d'],
  ]);
  const seatBack = scene.defs.linear([
    [0, shade(colour, 0.1)],
    [1, shade(colour, -0.3)],
  ]);
  const frame = scene.defs.linear(
    [
      [0, shade(paint, 0.3)],
      [0.5, paint],
      [1, shade(paint, -0.4)],
    ],
    [0, 0, 1, 1],
  );
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: frame }),
    polygon(pts('170,90 1110,90 1180,780 100,780'), { fill: '#1b1d20' }),
    polygon(pts('250,160 1030,160 1000,300 280,300'), { fill: '#141518' }),
    polygon(pts('280,300 1000,300 980,520 300,520'), { fill: seatBack }),
    path('M640,300 L640,520', { stroke: shade(colour, -0.5), 'stroke-width': 6 }),
    polygon(pts('170,90 280,300 300,520 100,780'), { fill: PLASTIC }),
    polygon(pts('1110,90 1000,300 980,520 1180,780'), { fill: PLASTIC }),
    polygon(pts('300,520 980,520 1180,780 100,780'), { fill: carpet }),
    rect(580, 720, 120, 26, { rx: 13, fill: '#17181b' }),
    ...pts('235,690 1045,690').map(([x = 0, y = 0]) =>
      rect(x - 24, y - 14, 48, 28, { rx: 14, fill: 'none', stroke: SATIN, 'stroke-width': 8 }),
    ),
    rect(90, 780, 1100, 60, { rx: 10, fill: '#1e2023' }),
    rect(420, 790, 440, 40, { rx: 8, fill: SATIN }),
    rect(0, 840, WIDTH, 120, { fill: shade(paint, -0.15) }),
    illustrativeTag(true),
  );
}
