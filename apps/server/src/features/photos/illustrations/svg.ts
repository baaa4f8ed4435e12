/** Minimal SVG markup builders; numbers are rounded so that the same input gives the same text. */

export type Point = readonly [number, number];
export type Attrs = Readonly<Record<string, string | number | undefined>>;

export const num = (value: number): string => String(Math.round(value * 10) / 10);

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const body = children.join('');
  return body ? `<${tag}${attributes(attrs)}>${body}</${tag}>` : `<${tag}${attributes(attrs)}/>`;
}

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);

export const points = (pts: readonly Point[]) => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export const polygon = (pts: readonly Point[], attrs: Attrs) => el('polygon', { points: points(pts), ...attrs });

export const polyline = (pts: readonly Point[], attrs: Attrs) =>
  el('polyline', { points: points(pts), fill: 'none', ...attrs });

export const path = (d: string, attrs: Attrs) => el('path', { d, ...attrs });

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs) =>
  el('rect', { x, y, width, height, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attrs) => el('circle', { cx, cy, r, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs) =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });

export const line = (from: Point, to: Point, attrs: Attrs) =>
  el('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], ...attrs });

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

export const text = (x: number, y: number, content: string, attrs: Attrs) =>
  `<text${attributes({ x, y, 'font-family': FONT, ...attrs })}>${escapeXml(content)}</text>`;

/** Smooth closed outline through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(pts: readonly Point[], tension = 1): string {
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] as Point;
  let d = `M${num(at(0)[0])},${num(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${points([c1, c2, p2])}`;
  }
  return `${d}Z`;
}

/** Points on a circle or an arc, angles in degrees (0 = right, clockwise on screen). */
export function arcPoints(cx: number, cy: number, r: number, from = 0, to = 360, steps = 48): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point;
  });
}
