import type { Scene } from '../scene';
import { HEIGHT, WIDTH } from '../scene';
import { illustrativeTag } from '../studio';
import { circle, group, line, path, rect, text } from '../svg';

/** The workshop desk the keys and the service book lie on. */
function desk(scene: Scene): string {
  const wood = scene.defs.linear(
    [
      [0, '#b79a7a'],
      [1, '#8e7257'],
    ],
    [0, 0, 1, 1],
  );
  return group(
    {},
    rect(0, 0, WIDTH, HEIGHT, { fill: wood }),
    ...Array.from({ length: 9 }, (_, i) =>
      path(`M0,${60 + i * 110} C400,${40 + i * 110} 800,${90 + i * 110} 1280,${55 + i * 110}`, {
        fill: 'none',
        stroke: '#7d6249',
        'stroke-width': 3,
        'stroke-opacity': 0.35,
      }),
    ),
  );
}

/** A remote key: fob with lock, unlock and tailgate buttons, on its ring. */
function key(cx: number, cy: number, angle: number): string {
  return group(
    { transform: `rotate(${angle} ${cx} ${cy})` },
    rect(cx - 95, cy - 210, 190, 330, {
      rx: 80,
      fill: '#1d1f23',
      stroke: '#000000',
      'stroke-opacity': 0.3,
      'stroke-width': 10,
    }),
    rect(cx - 85, cy - 200, 170, 310, { rx: 72, fill: '#2a2d32' }),
    ...[-120, -40, 40].map((dy) =>
      circle(cx, cy + dy, 30, { fill: '#3b3f46', stroke: '#4f545c', 'stroke-width': 3 }),
    ),
    rect(cx - 12, cy - 132, 24, 20, { rx: 4, fill: 'none', stroke: '#d6dbe0', 'stroke-width': 4 }),
    rect(cx - 12, cy - 52, 24, 20, { rx: 4, fill: 'none', stroke: '#d6dbe0', 'stroke-width': 4 }),
    path(`M${cx - 14},${cy + 48} L${cx + 14},${cy + 48} L${cx + 10},${cy + 30} L${cx - 10},${cy + 30} Z`, {
      fill: '#d6dbe0',
    }),
    circle(cx, cy + 150, 42, { fill: 'none', stroke: '#c9ced4', 'stroke-width': 10 }),
  );
}

export function keys(scene: Scene): string {
  const layout: [number, number, number][] =
    scene.style.keyCount === 2
      ? [
          [470, 470, -14],
          [820, 500, 12],
        ]
      : [[640, 480, -8]];
  return group({}, desk(scene), ...layout.map(([x, y, a]) => key(x, y, a)), illustrativeTag(true));
}

/** The open service book: one row per service, stamped and signed; a partial book has gaps. */
export function serviceBook(scene: Scene): string {
  const stamped = scene.style.serviceBook === 'complete' ? [0, 1, 2, 3, 4] : [0, 2];
  const page = (x: number) =>
    rect(x, 120, 500, 700, { fill: '#fbfaf5', stroke: '#d9d3c3', 'stroke-width': 3 });
  const rows = Array.from({ length: 5 }, (_, i) => 190 + i * 125);
  return group(
    {},
    desk(scene),
    rect(128, 108, 1024, 728, { rx: 10, fill: '#000000', 'fill-opacity': 0.25 }),
    page(140),
    page(640),
    line([640, 120], [640, 820], { stroke: '#c8c1ae', 'stroke-width': 4 }),
    text(390, 170, 'Tagliandi', {
      'font-size': 34,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill: '#2c3440',
    }),
    ...rows.map((y, i) =>
      group(
        {},
        line([170, y + 100], [610, y + 100], { stroke: '#cfd6de', 'stroke-width': 3 }),
        text(180, y + 40, `${i + 1}°`, { 'font-size': 28, fill: '#5b6572' }),
        stamped.includes(i)
          ? path(`M240,${y + 60} c30,-30 50,10 80,-10 s40,-20 70,0 s50,10 90,-15`, {
              fill: 'none',
              stroke: '#1f3a8a',
              'stroke-width': 4,
            })
          : '',
      ),
    ),
    ...rows.map((y, i) =>
      stamped.includes(i)
        ? group(
            { transform: `rotate(${-12 + (i % 3) * 9} ${890 + (i % 2) * 60} ${y + 50})` },
            circle(890 + (i % 2) * 60, y + 50, 52, {
              fill: 'none',
              stroke: '#2f4fb5',
              'stroke-width': 6,
              'stroke-opacity': 0.8,
            }),
            rect(850 + (i % 2) * 60, y + 38, 80, 22, { rx: 4, fill: '#2f4fb5', 'fill-opacity': 0.6 }),
          )
        : line([700, y + 90], [1110, y + 90], { stroke: '#e1e5ea', 'stroke-width': 3 }),
    ),
    illustrativeTag(true),
  );
}
