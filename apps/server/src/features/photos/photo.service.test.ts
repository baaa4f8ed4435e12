import { describe, expect, it } from 'vitest';
import { variantWidthsFor } from './photo.service';

describe('variantWidthsFor', () => {
  it.each([
    [1600, [320, 640, 1280]],
    [1280, [320, 640, 1280]],
    [1279, [320, 640]],
    [640, [320, 640]],
    [320, [320]],
    [319, [319]],
    [1, [1]],
  ])('an original %i px wide gets %j', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});
