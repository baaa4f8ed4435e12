import { VARIANT_WIDTHS, WEBP_QUALITY } from '@verificauto/server/features/photos/photo.service';
import sharp from 'sharp';
import { HEIGHT, WIDTH } from './scene';

export const ILLUSTRATION_SIZE = { width: WIDTH, height: HEIGHT } as const;

const WEBP = { quality: WEBP_QUALITY, effort: 2 } as const;

/** The SVG rasterised once at full size, without alpha. */
async function rasterise(svg: string) {
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** One WebP per width an uploaded photo gets, resized from a single rasterisation. */
export async function renderWebpVariants(svg: string): Promise<{ width: number; data: Buffer }[]> {
  const { data, info } = await rasterise(svg);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(data, { raw }).resize({ width }).webp(WEBP).toBuffer(),
    })),
  );
}

/** A full-size JPEG, as a camera would upload it. */
export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
}
