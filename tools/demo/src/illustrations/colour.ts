/** Colours as #rrggbb; mixing is linear in sRGB, which is enough for flat illustrations. */

type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new RangeError(`Colore non valido: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function mix(from: string, to: string, amount: number): string {
  const a = parse(from);
  const b = parse(to);
  const channel = (i: 0 | 1 | 2) => a[i] + (b[i] - a[i]) * amount;
  return toHex([channel(0), channel(1), channel(2)]);
}

/** Positive amounts lighten towards white, negative ones darken towards black. */
export const shade = (colour: string, amount: number) =>
  amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#000000', -amount);
