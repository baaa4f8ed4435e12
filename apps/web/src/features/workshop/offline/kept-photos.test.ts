import type { DraftPhoto } from '@verificauto/shared/contracts/workshop';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentity, keepIdentity } from '../../../lib/kept-identity';
import { makeDraft } from '../testing/workshop-fixtures';
import { keepOnlyPhotosOf, keepPhotosOf, readKeptThumbnail } from './kept-photos';
import { workshopDeviceData } from './unsent-work';

const FRONT = '0c6f4d1e-2b7a-4e0c-9a55-5d2f1e3b4c01';
const REAR = '0c6f4d1e-2b7a-4e0c-9a55-5d2f1e3b4c02';

/** A photo as the server describes it: signed links to its 320, 640 and 1280 px variants. */
function photo(id: string, signature = 'abc'): DraftPhoto {
  const url = (width: number) => `/api/photos/${id}/${width}.webp?exp=1798000000&sig=${signature}`;
  return {
    id,
    src: url(640),
    srcSet: [320, 640, 1280].map((width) => `${url(width)} ${width}w`).join(', '),
    width: 2560,
    height: 1920,
    alt: 'Foto',
    taken_at: '2026-11-30T08:10:00.000Z',
  };
}

const draftWith = (...photos: DraftPhoto[]) =>
  makeDraft({ photos: Object.fromEntries(photos.map((p) => [p.id, p])) });

/** The server's variants: a WebP for every photo link, the path of what was asked for in its bytes. */
function stubPhotos(answer: (path: string) => Response | undefined = () => undefined) {
  const fetchMock = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    return answer(path) ?? new Response(new Blob([path], { type: 'image/webp' }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof stubPhotos>) =>
  fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);

beforeEach(() => {
  keepIdentity('tecnico@officina.test', 'technician');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await workshopDeviceData.clear();
  forgetIdentity();
});

describe('the thumbnails of the photos already uploaded (decision 068)', () => {
  it('keeps each photo’s 640 px variant once, whatever its link’s signature, for the same technician only', async () => {
    const fetchMock = stubPhotos();
    await keepPhotosOf(draftWith(photo(FRONT), photo(REAR)));
    // The same photos in a later answer, with the links of a new period.
    await keepPhotosOf(draftWith(photo(FRONT, 'def'), photo(REAR, 'def')));

    expect(requested(fetchMock).sort()).toEqual([
      `/api/photos/${FRONT}/640.webp`,
      `/api/photos/${REAR}/640.webp`,
    ]);
    const kept = await readKeptThumbnail(FRONT);
    expect(kept?.type).toBe('image/webp');
    expect(await kept?.text()).toBe(`/api/photos/${FRONT}/640.webp`);

    keepIdentity('altro@officina.test', 'technician');
    expect(await readKeptThumbnail(FRONT)).toBeUndefined();
  });

  it('keeps nothing without a technician, nor what the server did not answer as an image', async () => {
    forgetIdentity();
    const fetchMock = stubPhotos();
    await keepPhotosOf(draftWith(photo(FRONT)));
    expect(fetchMock).not.toHaveBeenCalled();

    keepIdentity('tecnico@officina.test', 'technician');
    stubPhotos((path) =>
      path.includes(FRONT)
        ? new Response(JSON.stringify({ code: 'photo_link_invalid' }), { status: 403 })
        : new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await keepPhotosOf(draftWith(photo(FRONT), photo(REAR)));
    expect(await readKeptThumbnail(FRONT)).toBeUndefined();
    expect(await readKeptThumbnail(REAR)).toBeUndefined();

    // Asked again at the next keep, once the server answers.
    stubPhotos();
    await keepPhotosOf(draftWith(photo(FRONT)));
    expect(await readKeptThumbnail(FRONT)).toBeDefined();
  });

  it('after the list’s pass, keeps only the photos of the drafts it kept; sign-out clears them', async () => {
    stubPhotos();
    await keepPhotosOf(draftWith(photo(FRONT), photo(REAR)));
    await keepOnlyPhotosOf([draftWith(photo(REAR))]);
    expect(await readKeptThumbnail(FRONT)).toBeUndefined();
    expect(await readKeptThumbnail(REAR)).toBeDefined();

    // A photo dropped is fetched again if a draft has it again.
    const fetchMock = stubPhotos();
    await keepPhotosOf(draftWith(photo(FRONT), photo(REAR)));
    expect(requested(fetchMock)).toEqual([`/api/photos/${FRONT}/640.webp`]);

    await workshopDeviceData.clear();
    expect(await readKeptThumbnail(REAR)).toBeUndefined();
  });
});
