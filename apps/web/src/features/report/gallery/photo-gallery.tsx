import type { Photo } from '@verificauto/shared/contracts/report';
import { useCallback, useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { photoTakenText } from '../photo-taken-at';
import { useSwipe } from './use-swipe';
import '../../../styles/parts/modal.scss';
import './gallery.scss';

export interface GalleryPhoto {
  photo: Photo;
  caption: string;
}

export interface PhotoGalleryProps {
  title: string;
  photos: readonly GalleryPhoto[];
  startIndex: number;
  show: boolean;
  onHide(): void;
  onExited(): void;
}

const wrap = (index: number, count: number) => (index + count) % count;

/**
 * The photo fills 90% of the viewport's width, or of its height when the screen is wider than the photo:
 * a 2× desktop screen picks the 2560 px variant, a phone the 1280 one (decision 069).
 */
export function gallerySizes({ width, height }: Pick<Photo, 'width' | 'height'>): string {
  return `(max-aspect-ratio: ${width}/${height}) 90vw, ${Math.round((90 * width) / height)}vh`;
}
const gallerySrcSet = (photo: Photo) => photo.fullScreenSrcSet ?? photo.srcSet;

/**
 * The full-screen gallery (docs/product.md#report-page): previous/next buttons, arrow keys, swipe, close
 * (button or Escape); the photo is at most 90% of the viewport. The focus starts on 'Chiudi galleria', stays
 * inside, and goes back to the thumbnail on close.
 */
export default function PhotoGallery({
  title,
  photos,
  startIndex,
  show,
  onHide,
  onExited,
}: PhotoGalleryProps) {
  const [index, setIndex] = useState(startIndex);
  const closeRef = useModalFocus<HTMLButtonElement>(show);
  const count = photos.length;
  const step = useCallback((delta: number) => setIndex((i) => wrap(i + delta, count)), [count]);
  const swipe = useSwipe(
    () => step(-1),
    () => step(1),
  );

  useEffect(() => {
    if (!show || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, count, step]);

  useEffect(() => {
    if (count < 2) return;
    for (const neighbour of [photos[wrap(index - 1, count)], photos[wrap(index + 1, count)]]) {
      if (!neighbour) continue;
      const image = new Image();
      image.sizes = gallerySizes(neighbour.photo);
      image.srcset = gallerySrcSet(neighbour.photo);
      image.src = neighbour.photo.src;
    }
  }, [photos, index, count]);

  const current = photos[index];
  if (!current) return null;
  const takenText = photoTakenText(current.photo);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      fullscreen
      className="photo-gallery"
      backdropClassName="photo-gallery-backdrop"
      contentClassName="photo-gallery-content"
      aria-label={`Galleria foto: ${title}`}
    >
      <button
        ref={closeRef}
        type="button"
        className="photo-gallery-button is-close"
        aria-label="Chiudi galleria"
        onClick={onHide}
      >
        <GalleryIcon path="M6.7 5.3 12 10.6l5.3-5.3a1 1 0 1 1 1.4 1.4L13.4 12l5.3 5.3a1 1 0 0 1-1.4 1.4L12 13.4l-5.3 5.3a1 1 0 0 1-1.4-1.4l5.3-5.3-5.3-5.3a1 1 0 0 1 1.4-1.4z" />
      </button>
      <div className="photo-gallery-stage" {...swipe}>
        <img
          key={current.photo.src}
          src={current.photo.src}
          srcSet={gallerySrcSet(current.photo)}
          sizes={gallerySizes(current.photo)}
          width={current.photo.width}
          height={current.photo.height}
          alt={current.photo.alt || current.caption}
          decoding="async"
          draggable={false}
          className="photo-gallery-image"
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="photo-gallery-button is-previous"
            aria-label="Foto precedente"
            onClick={() => step(-1)}
          >
            <GalleryIcon path="M15.7 5.3a1 1 0 0 1 0 1.4L10.4 12l5.3 5.3a1 1 0 0 1-1.4 1.4l-6-6a1 1 0 0 1 0-1.4l6-6a1 1 0 0 1 1.4 0z" />
          </button>
          <button
            type="button"
            className="photo-gallery-button is-next"
            aria-label="Foto successiva"
            onClick={() => step(1)}
          >
            <GalleryIcon path="M8.3 5.3a1 1 0 0 1 1.4 0l6 6a1 1 0 0 1 0 1.4l-6 6a1 1 0 0 1-1.4-1.4l5.3-5.3-5.3-5.3a1 1 0 0 1 0-1.4z" />
          </button>
        </>
      )}
      <p className="photo-gallery-caption" aria-live="polite" aria-atomic="true">
        <span>{current.caption}</span>
        {takenText && <span className="photo-gallery-taken-at">{takenText}</span>}
        <span className="photo-gallery-count">
          {index + 1} / {count}
        </span>
      </p>
    </Modal>
  );
}

function GalleryIcon({ path }: { path: string }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
