import { describe, expect, it } from 'vitest';
import { variantWidthsFor } from './photo.service';

describe('variantWidthsFor', () => {
  it.each([
    [4000, 3000, [320, 640, 1280, 2560]],
    [3000, 4000, [320, 640, 1280, 1920]],
    [2560, 1920, [320, 640, 1280, 2560]],
    [1600, 1000, [320, 640, 1280, 1600]],
    [1280, 960, [320, 640, 1280]],
    [1280, 3000, [320, 640, 1280]],
    [1279, 900, [320, 640]],
    [640, 480, [320, 640]],
    [320, 240, [320]],
    [319, 200, [319]],
    [1, 1, [1]],
  ])('an original of %i × %i px gets %j', (width, height, expected) => {
    expect(variantWidthsFor(width, height)).toEqual(expected);
  });
});
