/** Minimal SVG markup builders; numbers are rounded so that the same input gives the same text. */

export type Point = readonly [number, number];
export type Attrs = Readonly<Record<string, string | number | undefined>>;

const num = (value: number): string => String(Math.round(value * 10) / 10);

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

/** Points written as in SVG, `'x,y x,y …'`: keeps outlines in data tables on one line. */
export function pts(list: string): Point[] {
  return list
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x, y] = pair.split(',').map(Number);
      if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) {
        throw new RangeError(`Punto non valido: ${pair}`);
      }
      return [x, y] as const;
    });
}

export const points = (pts: readonly Point[]) => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export const polygon = (pts: readonly Point[], attrs: Attrs) =>
  el('polygon', { points: points(pts), ...attrs });

export const polyline = (pts: readonly Point[], attrs: Attrs) =>
  el('polyline', { points: points(pts), fill: 'none', ...attrs });

export const path = (d: string, attrs: Attrs) => el('path', { d, ...attrs });

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs) =>
  el('rect', { x, y, width, height, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attrs) =>
  el('circle', { cx, cy, r, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs) =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });

export const line = (from: Point, to: Point, attrs: Attrs) =>
  el('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], ...attrs });

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

export const text = (x: number, y: number, content: string, attrs: Attrs) =>
  `<text${attributes({ x, y, 'font-family': FONT, ...attrs })}>${escapeXml(content)}</text>`;
