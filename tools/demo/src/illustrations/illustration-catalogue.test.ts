import { KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, readExampleReport, referencedImages } from '../examples/example-files';
import {
  ILLUSTRATION_NAMES,
  isIllustrationName,
  renderIllustrationSvg,
  slotIllustrationName,
} from './illustration-catalogue';
import type { IllustrationStyle } from './illustration-style';

const [GOOD, BAD] = EXAMPLES.map(
  ({ car }): IllustrationStyle => ({ ...car.illustration, odometerKm: 100000 }),
);
const good = GOOD as IllustrationStyle;
const bad = BAD as IllustrationStyle;

describe('illustration catalogue', () => {
  it('draws every key photo slot', () => {
    for (const slot of [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior]) {
      expect(isIllustrationName(slotIllustrationName(slot.key)), slot.key).toBe(true);
    }
  });

  it.each(EXAMPLES.map((example) => example.uuid))(
    'draws every image the %s example refers to',
    async (uuid) => {
      for (const name of referencedImages(await readExampleReport(uuid)))
        expect(isIllustrationName(name), name).toBe(true);
    },
  );

  it('gives the same SVG for the same input, another one for another car', () => {
    expect(renderIllustrationSvg('front-left-three-quarter', good)).toBe(
      renderIllustrationSvg('front-left-three-quarter', good),
    );
    expect(renderIllustrationSvg('front-left-three-quarter', good)).not.toBe(
      renderIllustrationSvg('front-left-three-quarter', bad),
    );
    expect(renderIllustrationSvg('dent', good)).not.toBe(renderIllustrationSvg('dent', bad));
  });

  it('refuses an unknown name', () => {
    expect(() => renderIllustrationSvg('unicorn', good)).toThrow(RangeError);
  });

  it('renders every illustration to a 4:3 picture', async () => {
    for (const name of ILLUSTRATION_NAMES) {
      // A quarter of the density rasterises at 320×240: enough to prove librsvg reads the document.
      const { info } = await sharp(Buffer.from(renderIllustrationSvg(name, bad)), { density: 18 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], name).toEqual([320, 240]);
    }
  });
});
