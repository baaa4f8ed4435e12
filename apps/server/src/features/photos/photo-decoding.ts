import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';
import { createSemaphore } from '../../lib/semaphore';

// Bounds on the memory that decoding photos takes: docs/decisions/007-photos.md, "Bounded decoding".

/** The largest frame of a camera sold as 50 megapixels (Sony IMX890/906 sensors: 8192 × 6144). */
export const MAX_INPUT_PIXELS = 8192 * 6144;
/** What that frame takes decoded at 8 bits with transparency: deeper images get fewer pixels. */
const MAX_DECODED_BYTES = MAX_INPUT_PIXELS * 4;
const DECODES_AT_ONCE = 2;

// Each pipeline works on one thread (the default only on glibc), so two decodes take two cores. Uploads
// never repeat an operation: libvips' cache would only keep memory.
sharp.concurrency(1);
sharp.cache(false);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'tiff']);
const BYTES_PER_SAMPLE: Record<Metadata['depth'], number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

const NOT_AN_IMAGE = 'Il file caricato non è un’immagine valida: usa una foto JPEG, PNG o WebP.';
export const notAnImage = () => new AppError(400, 'invalid_image', NOT_AN_IMAGE);

function tooLarge(meta: Metadata, bytesPerSample: number, maxPixels: number): AppError {
  const limit = `la dimensione massima è di ${Math.floor(maxPixels / 1e6)} megapixel`;
  const bits = meta.bitsPerSample ?? bytesPerSample * 8;
  const depth = bytesPerSample === 1 ? '' : `a ${bits} bit per canale `;
  return new AppError(413, 'image_too_large', `La foto è troppo grande: ${depth}${limit}.`);
}

/**
 * The image's header, read without decoding a pixel: 400 unless it is a JPEG, PNG, WebP, HEIF or TIFF
 * image, 413 when its decoded pixels would take more than a 50-megapixel photo.
 */
export async function readImageHeader(image: Buffer): Promise<Metadata> {
  const meta = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
  const bytesPerSample = BYTES_PER_SAMPLE[meta.depth];
  const maxPixels = Math.min(MAX_INPUT_PIXELS, MAX_DECODED_BYTES / (meta.channels * bytesPerSample));
  if (meta.width * meta.height > maxPixels) throw tooLarge(meta, bytesPerSample, maxPixels);
  return meta;
}

const decodeSlot = createSemaphore(DECODES_AT_ONCE);

/** Runs a pipeline once one of the process's decoding places is free: uploads sent at once wait in turn. */
export const decode = (pipeline: Sharp): Promise<Buffer> => decodeSlot(() => pipeline.toBuffer());
