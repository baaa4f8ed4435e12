import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixturePhoto } from '../report.fixture';
import { GalleryProvider, useOpenGallery } from './gallery-context';
import PhotoGallery, { type GalleryPhoto } from './photo-gallery';

const photos: GalleryPhoto[] = ['Anteriore', 'Posteriore', 'Tetto'].map((caption) => ({
  photo: fixturePhoto(caption.toLowerCase(), `Foto ${caption}`),
  caption,
}));

function renderGallery(startIndex = 0) {
  const onHide = vi.fn();
  render(
    <PhotoGallery
      title="Esterni"
      photos={photos}
      startIndex={startIndex}
      show
      onHide={onHide}
      onExited={() => {}}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Galleria foto: Esterni' }), onHide };
}

const caption = () => document.querySelector('.photo-gallery-caption')?.textContent;

afterEach(cleanup);

describe('PhotoGallery', () => {
  it('is a modal dialog showing the photo at most 90% of the viewport, its caption and position', () => {
    const { dialog } = renderGallery(1);

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const image = screen.getByRole('img', { name: 'Foto Posteriore' });
    // 90% of the width, or of the height on a screen wider than the 4:3 photo.
    expect(image.getAttribute('sizes')).toBe('(max-aspect-ratio: 800/600) 90vw, 120vh');
    expect(image.getAttribute('width')).toBe('800');
    expect(caption()).toBe('Posteriore2 / 3');
  });

  it('offers the full-screen variant where the server has one, and the page sizes otherwise', () => {
    const large: GalleryPhoto = {
      photo: {
        ...fixturePhoto('tetto', 'Foto Tetto'),
        width: 3000,
        height: 4000,
        fullScreenSrcSet: '/fixture/tetto-400.webp 400w, /fixture/tetto-1920.webp 1920w',
      },
      caption: 'Tetto',
    };
    render(
      <PhotoGallery
        title="Esterni"
        photos={[large, photos[0] as GalleryPhoto]}
        startIndex={0}
        show
        onHide={() => {}}
        onExited={() => {}}
      />,
    );
    const image = screen.getByRole('img', { name: 'Foto Tetto' });
    expect(image.getAttribute('srcset')).toBe('/fixture/tetto-400.webp 400w, /fixture/tetto-1920.webp 1920w');
    expect(image.getAttribute('sizes')).toBe('(max-aspect-ratio: 3000/4000) 90vw, 68vh');
    fireEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(screen.getByRole('img', { name: 'Foto Anteriore' }).getAttribute('srcset')).toBe(
      photos[0]?.photo.srcSet,
    );
  });

  it('moves with the arrow keys and the buttons, wrapping around the ends', () => {
    renderGallery();

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(caption()).toBe('Posteriore2 / 3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(caption()).toBe('Tetto3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(caption()).toBe('Anteriore1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Foto precedente' }));
    expect(caption()).toBe('Tetto3 / 3');
  });

  it('moves with a horizontal swipe and ignores short or vertical moves', () => {
    renderGallery();
    const stage = document.querySelector('.photo-gallery-stage') as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { clientX: to[0], clientY: to[1] });
    };

    swipe([300, 200], [100, 210]);
    expect(caption()).toBe('Posteriore2 / 3');
    swipe([100, 200], [300, 190]);
    expect(caption()).toBe('Anteriore1 / 3');
    swipe([300, 200], [280, 200]);
    swipe([300, 100], [200, 400]);
    expect(caption()).toBe('Anteriore1 / 3');
  });

  it('closes with Escape and with the close button', () => {
    const { onHide } = renderGallery();

    // react-bootstrap reads `code` (or keyCode), as browsers send it.
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi galleria' }));
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it('starts on the close button, keeps Tab inside and makes the rest of the page inert', () => {
    const page = document.body.appendChild(document.createElement('div'));
    const { dialog } = renderGallery();
    const close = screen.getByRole('button', { name: 'Chiudi galleria' });
    const next = screen.getByRole('button', { name: 'Foto successiva' });

    expect(document.activeElement).toBe(close);
    expect(page.hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[inert]')).toBeNull();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    cleanup();
    expect(page.hasAttribute('inert')).toBe(false);
    page.remove();
  });

  it('says when the photo was taken, in Italian time, when it is known', () => {
    const taken: GalleryPhoto = {
      // 07:05 UTC is 09:05 in Rome in summer time.
      photo: fixturePhoto('tetto', 'Foto Tetto', '2026-06-30T07:05:00.000Z'),
      caption: 'Tetto',
    };
    render(
      <PhotoGallery
        title="Esterni"
        photos={[photos[0] as GalleryPhoto, taken]}
        startIndex={1}
        show
        onHide={() => {}}
        onExited={() => {}}
      />,
    );
    expect(caption()).toBe('TettoScattata il 30/6/2026 alle 09:052 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(caption()).toBe('Anteriore1 / 2');
  });

  it('has no previous and next buttons for a single photo', () => {
    render(
      <PhotoGallery
        title="Batteria"
        photos={photos.slice(0, 1)}
        startIndex={0}
        show
        onHide={() => {}}
        onExited={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Foto successiva' })).toBeNull();
    expect(caption()).toBe('Anteriore1 / 1');
  });
});

function Thumb() {
  const open = useOpenGallery();
  return (
    <button type="button" onClick={() => open('Esterni', photos, 2)}>
      Apri
    </button>
  );
}

describe('gallery in the report', () => {
  it('opens from a thumbnail and gives the focus back to it on close', async () => {
    render(
      <GalleryProvider>
        <Thumb />
      </GalleryProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Apri' });
    opener.focus();
    fireEvent.click(opener);

    await screen.findByRole('dialog', { name: 'Galleria foto: Esterni' });
    expect(caption()).toBe('Tetto3 / 3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Chiudi galleria' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
