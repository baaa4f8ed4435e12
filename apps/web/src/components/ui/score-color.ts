import { clampScore } from './score-scale';

// Each stop passes 4.5:1 on white; a blend of two sRGB colours is never lighter than the lighter of them
// (the sRGB→linear curve is convex), so every colour of the scale is readable as text on white.
const STOPS = [
  { score: 0, rgb: [0xb4, 0x23, 0x18] },
  { score: 2, rgb: [0xc2, 0x41, 0x0c] },
  { score: 3, rgb: [0xa1, 0x62, 0x07] },
  { score: 4, rgb: [0x4d, 0x7c, 0x0f] },
  { score: 5, rgb: [0x14, 0x80, 0x4a] },
] as const;

const toHex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** Score 0-5 → a colour from red (low) to green (high), always at least 4.5:1 against white. */
export function scoreColor(score: number): string {
  const value = clampScore(score);
  const from = STOPS.findLast((stop) => stop.score <= value) ?? STOPS[0];
  const to = STOPS.find((stop) => stop.score >= value) ?? STOPS[4];
  const t = to.score === from.score ? 0 : (value - from.score) / (to.score - from.score);
  return `#${from.rgb.map((channel, i) => toHex(channel + ((to.rgb[i] ?? channel) - channel) * t)).join('')}`;
}
