import { describe, expect, it } from 'vitest';
import { PHOTO_LINK_PERIOD_MS, photoLinkExpiry, signedVariantUrl, verifyPhotoLink } from './photo-link';

const id = '0b7c2f9e-3a41-4d5e-9f00-1234567890ab';
const SECRET = 'un-segreto-di-almeno-trentadue-caratteri';
const HOUR_MS = 3_600_000;

const linkOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('photo links', () => {
  it('expire six to twelve hours ahead, the same for every link of one period', () => {
    const start = 100 * PHOTO_LINK_PERIOD_MS;
    expect(photoLinkExpiry(start) * 1000 - start).toBe(12 * HOUR_MS);
    expect(photoLinkExpiry(start + PHOTO_LINK_PERIOD_MS - 1)).toBe(photoLinkExpiry(start));
    expect(photoLinkExpiry(start + PHOTO_LINK_PERIOD_MS) * 1000 - (start + PHOTO_LINK_PERIOD_MS)).toBe(
      12 * HOUR_MS,
    );
  });

  it('admit the photo they name until they expire, in any letter case of its id', () => {
    const now = Date.now();
    const expires = photoLinkExpiry(now);
    const url = signedVariantUrl(SECRET, expires)(id, 640);
    expect(url).toMatch(new RegExp(`^/api/photos/${id}/640\\.webp\\?exp=${expires}&sig=[\\w-]{22}$`));
    const link = linkOf(url);
    expect(verifyPhotoLink(SECRET, id, link, now)).toBe(expires - Math.floor(now / 1000));
    expect(verifyPhotoLink(SECRET, id.toUpperCase(), link, now)).not.toBeNull();
    // One signature for every width of the photo.
    expect(linkOf(signedVariantUrl(SECRET, expires)(id, 1280))).toEqual(link);
    expect(verifyPhotoLink(SECRET, id, link, expires * 1000 - 1)).toBe(1);
    expect(verifyPhotoLink(SECRET, id, link, expires * 1000)).toBeNull();
  });

  it('refuse another photo, another expiry, another secret or a malformed link', () => {
    const now = Date.now();
    const link = linkOf(signedVariantUrl(SECRET, photoLinkExpiry(now))(id, 640));
    const other = '0b7c2f9e-3a41-4d5e-9f00-1234567890ac';
    expect(verifyPhotoLink(SECRET, other, link, now)).toBeNull();
    expect(verifyPhotoLink(`${SECRET}!`, id, link, now)).toBeNull();
    for (const bad of [
      { ...link, exp: String(Number(link.exp) + 1) },
      { ...link, exp: `${link.exp}.0` },
      { ...link, exp: `0${link.exp}` },
      { ...link, sig: `${link.sig}=` },
      { ...link, sig: '' },
      { exp: link.exp },
      { sig: link.sig },
      {},
    ]) {
      expect(verifyPhotoLink(SECRET, id, bad, now), JSON.stringify(bad)).toBeNull();
    }
  });
});
