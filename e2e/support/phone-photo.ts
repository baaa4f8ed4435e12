import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
/** A 40-photo inspection within ~25 MB (decision 069). */
export const INSPECTION_PHOTOS = 40;
export const INSPECTION_BUDGET_BYTES = 25 * 1024 * 1024;

/**
 * A 12-megapixel photo as a phone writes it: a car on a floor, with the sensor's noise in light and colour,
 * JPEG at 92 with its capture time in the EXIF. Noise is what keeps a photo's bytes high after resizing.
 */
export async function twelveMegapixelPhoto(dateTimeOriginal: string): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 31;
  const noise = (amplitude: number) => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * amplitude;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const dx = (x - 2000) / 1500;
      const dy = (y - 1700) / 700;
      const wheel =
        (x - 1200) ** 2 + (y - 2200) ** 2 < 300 ** 2 || (x - 2800) ** 2 + (y - 2200) ** 2 < 300 ** 2;
      const body = dx * dx + dy * dy < 1;
      const grey = 30 + 20 * Math.sin(x / 40);
      const colour = wheel
        ? [grey, grey, grey]
        : body
          ? [150 + 60 * Math.sin(x / 300) * Math.cos(y / 200), 30 + 20 * Math.sin(y / 150), 40]
          : [180 - y / 30, 190 - y / 30, 200 - y / 40];
      const light = noise(20);
      for (let channel = 0; channel < 3; channel++) {
        const value = (colour[channel] ?? 0) + light + noise(10);
        raw[(y * WIDTH + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD2: { DateTimeOriginal: dateTimeOriginal, OffsetTimeOriginal: '+01:00' } })
    .toBuffer();
}

/** Two minutes ago as a camera set to +01:00 writes it ("2026:11:29 09:58:00"), and as an instant. */
export function captureTime(): { exif: string; instant: string } {
  const instant = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 2 * 60_000);
  const wall = new Date(instant.getTime() + 3_600_000).toISOString();
  return {
    exif: `${wall.slice(0, 10).replaceAll('-', ':')} ${wall.slice(11, 19)}`,
    instant: instant.toISOString(),
  };
}
