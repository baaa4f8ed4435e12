import { PhotoSchema } from '@verificauto/shared/contracts/report';
import { describe, expect, it } from 'vitest';
import { photoToDto } from './photo-dto';

const id = '0b7c2f9e-3a41-4d5e-9f00-1234567890ab';

describe('photoToDto', () => {
  it('loads the 640 px variant and lists every stored width, smallest first', () => {
    const dto = photoToDto({ id, width: 1600, height: 1000, variant_widths: [1280, 320, 640] }, 'Anteriore');
    expect(PhotoSchema.parse(dto)).toEqual({
      src: `/api/photos/${id}/640.webp`,
      srcSet: `/api/photos/${id}/320.webp 320w, /api/photos/${id}/640.webp 640w, /api/photos/${id}/1280.webp 1280w`,
      width: 1600,
      height: 1000,
      alt: 'Anteriore',
      taken_at: null,
    });
  });

  it('passes on when the photo was taken', () => {
    const photo = {
      id,
      width: 640,
      height: 480,
      variant_widths: [640],
      taken_at: '2026-03-02T08:41:00.000Z',
    };
    expect(photoToDto(photo, '').taken_at).toBe('2026-03-02T08:41:00.000Z');
  });

  it('falls back to the largest variant under 640 px', () => {
    expect(photoToDto({ id, width: 500, height: 400, variant_widths: [320] }, '').src).toBe(
      `/api/photos/${id}/320.webp`,
    );
    expect(photoToDto({ id, width: 200, height: 100, variant_widths: [200] }, '').srcSet).toBe(
      `/api/photos/${id}/200.webp 200w`,
    );
  });
});
