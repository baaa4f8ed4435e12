import type { Locator } from '@playwright/test';

export interface FocusRing {
  focusVisible: boolean;
  style: string;
  widthPx: number;
  color: string;
  /** The colours of the surface around the element (several for a gradient). */
  backgrounds: string[];
  /** The lowest contrast ratio between the ring and those colours. */
  contrast: number;
}

/**
 * Measures the focus ring of the focused element: its outline, and the contrast of the outline colour with
 * the surface it is drawn on (the parents' backgrounds, translucent layers blended, gradients by their stops;
 * the page is white under them). WCAG 1.4.11 asks for at least 3:1.
 */
export function measureFocusRing(element: Locator): Promise<FocusRing> {
  return element.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = (match[1] ?? '')
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const blend = (top: Rgba, under: Rgba): Rgba => {
      const mix = (i: 0 | 1 | 2) => top[i] * top[3] + under[i] * (1 - top[3]);
      return [mix(0), mix(1), mix(2), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (one: Rgba, two: Rgba) => {
      const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };

    const layers: Rgba[] = [];
    let surfaces: Rgba[] = [[255, 255, 255, 1]];
    for (let node = target.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
      if (stops.length > 0) {
        surfaces = stops;
        break;
      }
      const [color] = parse(style.backgroundColor);
      if (!color || color[3] === 0) continue;
      if (color[3] === 1) {
        surfaces = [color];
        break;
      }
      layers.push(color);
    }
    const backgrounds = surfaces.map((surface) =>
      layers.reduceRight((under, layer) => blend(layer, under), surface),
    );

    const style = getComputedStyle(target);
    const [ring] = parse(style.outlineColor);
    const contrast = ring ? Math.min(...backgrounds.map((background) => ratio(ring, background))) : 0;
    return {
      focusVisible: target.matches(':focus-visible'),
      style: style.outlineStyle,
      widthPx: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      backgrounds: backgrounds.map((rgba) => `rgb(${rgba.slice(0, 3).map(Math.round).join(', ')})`),
      contrast: Math.round(contrast * 100) / 100,
    };
  });
}
