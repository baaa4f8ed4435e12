import type { IllustrationStyle } from './illustration-style';
import { createRandom, type Random } from './seeded-random';
import { el } from './svg';

export const WIDTH = 1280;
export const HEIGHT = 960;

/** Gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

export interface Defs {
  /** A linear gradient, top to bottom unless a direction is given; returns the `url(#…)` to fill with. */
  linear(stops: readonly Stop[], direction?: readonly [number, number, number, number]): string;
  /** A linear gradient between two points of the picture. */
  along(stops: readonly Stop[], from: readonly [number, number], to: readonly [number, number]): string;
  /** A radial gradient centred in the shape's bounding box unless told otherwise. */
  radial(stops: readonly Stop[], centre?: readonly [number, number, number]): string;
  /** A clip path made of the given shapes. */
  clip(content: string): string;
  markup(): string;
}

function createDefs(): Defs {
  const ids = new Map<string, string>();
  const markup: string[] = [];
  const stopsMarkup = (stops: readonly Stop[]) =>
    stops.map(([offset, colour, opacity]) =>
      el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    );
  const define = (key: string, build: (id: string) => string) => {
    let id = ids.get(key);
    if (!id) {
      id = `d${ids.size}`;
      ids.set(key, id);
      markup.push(build(id));
    }
    return `url(#${id})`;
  };
  return {
    linear: (stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
      define(`l${JSON.stringify([stops, x1, y1, x2, y2])}`, (id) =>
        el('linearGradient', { id, x1, y1, x2, y2 }, ...stopsMarkup(stops)),
      ),
    along: (stops, [x1, y1], [x2, y2]) =>
      define(
        `a${JSON.stringify([stops, x1, y1, x2, y2].map((v) => (typeof v === 'number' ? Math.round(v) : v)))}`,
        (id) =>
          el(
            'linearGradient',
            { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 },
            ...stopsMarkup(stops),
          ),
      ),
    radial: (stops, [cx, cy, r] = [0.5, 0.5, 0.5]) =>
      define(`r${JSON.stringify([stops, cx, cy, r])}`, (id) =>
        el('radialGradient', { id, cx, cy, r }, ...stopsMarkup(stops)),
      ),
    clip: (content) => define(`c${content}`, (id) => el('clipPath', { id }, content)),
    markup: () => markup.join(''),
  };
}

/** Everything a drawing needs: where to put gradients, its own random stream, the car's style. */
export interface Scene {
  defs: Defs;
  random: Random;
  style: IllustrationStyle;
}

export type Draw = (scene: Scene) => string;

/** A complete 1280×960 SVG document; `name` keeps each image's random stream independent. */
export function renderScene(draw: Draw, style: IllustrationStyle, name: string): string {
  const defs = createDefs();
  const body = draw({ defs, random: createRandom(`${style.seed}:${name}`), style });
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` },
    el('defs', {}, defs.markup()),
    body,
  );
}
