import type { Photo } from '@verificauto/shared/contracts/report';
import { preloadGallery } from '../gallery/gallery-context';
import { photoTakenText } from '../photo-taken-at';
import './photo-thumb.scss';

interface PhotoThumbProps {
  photo: Photo;
  /** Short name of the subject, used when the photo has no description. */
  label: string;
  /** The rendered width, for the browser to pick from srcSet. */
  sizes: string;
  onOpen(): void;
}

/**
 * A lazily loaded thumbnail that opens the gallery; width and height reserve its space. When the photo was
 * taken is its title (a tooltip and the button's description); the gallery shows it too.
 */
export function PhotoThumb({ photo, label, sizes, onOpen }: PhotoThumbProps) {
  return (
    <button
      type="button"
      className="photo-thumb"
      title={photoTakenText(photo) ?? undefined}
      onClick={onOpen}
      onPointerEnter={preloadGallery}
      onFocus={preloadGallery}
    >
      <span className="visually-hidden">Ingrandisci: </span>
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt || label}
        loading="lazy"
        decoding="async"
      />
    </button>
  );
}
