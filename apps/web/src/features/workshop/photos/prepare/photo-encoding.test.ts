import { describe, expect, it } from 'vitest';
import { chooseUpload, scaledSize } from './photo-encoding';

const blob = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('scaledSize', () => {
  it.each([
    [4000, 3000, 2560, 1920],
    [3000, 4000, 1920, 2560],
    [8192, 6144, 2560, 1920],
    [4032, 1816, 2560, 1153],
    [2560, 1440, 2560, 1440],
    [1600, 1200, 1600, 1200],
  ])('sends a photo of %i × %i px at %i × %i', (width, height, sentWidth, sentHeight) => {
    expect(scaledSize(width, height)).toEqual({ width: sentWidth, height: sentHeight });
  });
});

describe('chooseUpload', () => {
  it('sends a scaled photo re-encoded, even when the original file was smaller', () => {
    const encoded = blob(900, 'image/webp');
    expect(chooseUpload(blob(800, 'image/jpeg'), { blob: encoded, scaled: true })).toBe(encoded);
  });

  it('keeps a photo already small enough as it is unless the re-encoding is smaller', () => {
    const original = blob(500, 'image/jpeg');
    const larger = blob(600, 'image/webp');
    const smaller = blob(300, 'image/webp');
    expect(chooseUpload(original, { blob: larger, scaled: false })).toBe(original);
    expect(chooseUpload(original, { blob: smaller, scaled: false })).toBe(smaller);
  });

  it('sends a HEIC photo the browser could decode re-encoded, whatever its size', () => {
    const encoded = blob(900, 'image/jpeg');
    expect(chooseUpload(blob(500, 'image/heic'), { blob: encoded, scaled: false })).toBe(encoded);
  });

  it('sends the original when the browser could not decode it', () => {
    const original = blob(5_000, 'image/heic');
    expect(chooseUpload(original, undefined)).toBe(original);
  });
});
