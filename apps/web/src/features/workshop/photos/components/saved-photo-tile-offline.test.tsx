import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentity, keepIdentity } from '../../../../lib/kept-identity';
import { keepPhotosOf } from '../../offline/kept-photos';
import { workshopDeviceData } from '../../offline/unsent-work';
import { makeCompleteDraft } from '../../testing/workshop-fixtures';
import { SavedPhotoTile } from './photo-tile';

const draft = makeCompleteDraft();
const [photo] = Object.values(draft.photos);
if (!photo) throw new Error('La bozza di prova non ha foto');

beforeEach(() => {
  keepIdentity('tecnico@officina.test', 'technician');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 })),
  );
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    made += 1;
    return `blob:http://localhost/kept-${made}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await workshopDeviceData.clear();
  forgetIdentity();
});

describe('SavedPhotoTile without a network (decision 068)', () => {
  it('loads the photo from its link, and from the device once the link fails', async () => {
    await keepPhotosOf(draft);
    render(<SavedPhotoTile photo={photo} label="Anteriore" />);
    const image = screen.getByRole('img', { name: 'Anteriore' });
    expect(image.getAttribute('src')).toBe(photo.src);
    expect(image.getAttribute('srcset')).toBe(photo.srcSet);

    fireEvent.error(image);

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Anteriore' }).getAttribute('src')).toMatch(/^blob:/),
    );
  });

  it('says the photo shows when the network returns when the device has not kept it', async () => {
    render(<SavedPhotoTile photo={photo} label="Anteriore" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anteriore' }));

    expect(await screen.findByText('Foto visibile quando torna la rete')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Anteriore' }).tagName).toBe('DIV');
  });
});
