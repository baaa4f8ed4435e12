/**
 * Where the embedded map writes town names (decision 066): each name beside its dot, on the first side
 * where it meets no name or dot already placed, most important towns first; a town with no free side is
 * left out. Used by the prerendered start view's generator and by the live Leaflet map.
 */

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface LabelPoint {
  name: string;
  /** Pixels, y downwards. */
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel<T extends LabelPoint> {
  point: T;
  side: LabelSide;
}

const SIDES: readonly LabelSide[] = ['right', 'left', 'above', 'below'];

/**
 * The names are 12 px, weight 600 (booking.scss, leaflet-map.scss). 0.55 em a character and the halo on
 * each side is wider than Titillium Web and its fallbacks write any Italian town name, so boxes that do not
 * meet here do not meet on screen.
 */
const FONT_SIZE = 12;
const CHAR_WIDTH = 0.55 * FONT_SIZE;
const HALO = 2;
const LINE = 15;
/** From the dot's centre to the name. */
export const LABEL_GAP = 5;
const DOT_RADIUS = 3;

export function labelWidth(name: string): number {
  return name.length * CHAR_WIDTH + 2 * HALO;
}

export function labelBox({ name, x, y }: LabelPoint, side: LabelSide): Box {
  const width = labelWidth(name);
  switch (side) {
    case 'right':
      return {
        left: x + LABEL_GAP - HALO,
        right: x + LABEL_GAP - HALO + width,
        top: y - LINE / 2,
        bottom: y + LINE / 2,
      };
    case 'left':
      return {
        left: x - LABEL_GAP + HALO - width,
        right: x - LABEL_GAP + HALO,
        top: y - LINE / 2,
        bottom: y + LINE / 2,
      };
    case 'above':
      return {
        left: x - width / 2,
        right: x + width / 2,
        top: y - LABEL_GAP + 1 - LINE,
        bottom: y - LABEL_GAP + 1,
      };
    case 'below':
      return {
        left: x - width / 2,
        right: x + width / 2,
        top: y + LABEL_GAP - 1,
        bottom: y + LABEL_GAP - 1 + LINE,
      };
  }
}

export function dotBox({ x, y }: LabelPoint): Box {
  return { left: x - DOT_RADIUS, right: x + DOT_RADIUS, top: y - DOT_RADIUS, bottom: y + DOT_RADIUS };
}

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * `points` most important first; the result keeps that order. A name prefers a side that hides no town
 * still to come, so that fewer towns are left out.
 */
export function placeLabels<T extends LabelPoint>(points: readonly T[]): PlacedLabel<T>[] {
  const taken: Box[] = [];
  const free = (box: Box) => !taken.some((other) => intersects(box, other));
  const placed: PlacedLabel<T>[] = [];
  const dots = points.map(dotBox);
  points.forEach((point, index) => {
    const dot = dots[index] as Box;
    if (!free(dot)) return;
    // The towns still to come that this dot does not hide already.
    const later = dots.slice(index + 1).filter((other) => !intersects(dot, other));
    const hidesNone = (box: Box) => !later.some((other) => intersects(box, other));
    const side =
      SIDES.find((candidate) => {
        const box = labelBox(point, candidate);
        return free(box) && hidesNone(box);
      }) ?? SIDES.find((candidate) => free(labelBox(point, candidate)));
    if (!side) return;
    taken.push(dot, labelBox(point, side));
    placed.push({ point, side });
  });
  return placed;
}
