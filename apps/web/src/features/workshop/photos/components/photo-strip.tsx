import type { PhotoTarget, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { memo, type ReactNode } from 'react';
import { photosOf, useEditor } from '../../editor-context';
import type { PhotoUploads } from '../hooks/use-photo-uploads';
import type { PendingPhoto } from '../photo-uploader';
import { PhotoCaptureButton } from './photo-capture-button';
import { PendingPhotoTile, SavedPhotoTile, WIDE_TILE_SIZES } from './photo-tile';

const sameTarget = (a: PhotoTarget, b: PhotoTarget) =>
  a.kind === b.kind &&
  (a.kind !== 'key' || (b.kind === 'key' && a.slot === b.slot)) &&
  (a.kind !== 'item' || (b.kind === 'item' && a.item_key === b.item_key));

export function pendingFor(pending: readonly PendingPhoto[], target: PhotoTarget): PendingPhoto[] {
  return pending.filter((photo) => sameTarget(photo.target, target));
}

interface PhotoStripProps {
  target: PhotoTarget;
  ids: readonly string[];
  label: string;
  onRemove(id: string): void;
  /** A saved photo's own description, for its alt text, when it has one. */
  captionOf?(id: string): string | undefined;
  /** What goes under a saved photo (the 1-based position among the saved ones). */
  renderCaption?(id: string, position: number): ReactNode;
}

/** Any number of photos of one place (an item, the imperfections): saved ones, uploading ones, the camera. */
export function PhotoStrip(props: PhotoStripProps) {
  const { draft, uploads, readOnly } = useEditor();
  return (
    <PhotoStripTiles
      {...props}
      photos={draft.photos}
      pending={uploads.pending}
      dismiss={uploads.dismiss}
      readOnly={readOnly}
    />
  );
}

// The editor's context changes at every keystroke: the tiles are drawn again only when their photos do.
const PhotoStripTiles = memo(function PhotoStripTiles({
  target,
  ids,
  label,
  onRemove,
  captionOf,
  renderCaption,
  photos,
  pending: allPending,
  dismiss,
  readOnly,
}: PhotoStripProps & {
  photos: ReportDraft['photos'];
  pending: PhotoUploads['pending'];
  dismiss: PhotoUploads['dismiss'];
  readOnly: boolean;
}) {
  const saved = photosOf({ photos }, ids);
  const pending = pendingFor(allPending, target);
  return (
    <div className="photo-strip">
      {(saved.length > 0 || pending.length > 0) && (
        <ul className="photo-strip-list list-unstyled" aria-label={`Foto: ${label}`}>
          {saved.map((photo, index) => (
            <li key={photo.id}>
              <SavedPhotoTile
                photo={photo}
                label={captionOf?.(photo.id) ?? `${label}, foto ${index + 1}`}
                onRemove={readOnly ? undefined : () => onRemove(photo.id)}
                // Captioned tiles are wider (workshop.scss, .photo-strip-list:has(.imperfection-caption)).
                {...(renderCaption && { sizes: WIDE_TILE_SIZES })}
              />
              {renderCaption?.(photo.id, index + 1)}
            </li>
          ))}
          {pending.map((photo, index) => (
            <li key={photo.clientKey}>
              <PendingPhotoTile
                photo={photo}
                label={`${label}, foto ${saved.length + index + 1}`}
                onDismiss={() => dismiss(photo.clientKey)}
              />
            </li>
          ))}
        </ul>
      )}
      <PhotoCaptureButton target={target} subject={label} multiple />
    </div>
  );
});
