import type { DraftPhoto } from '@verificauto/shared/contracts/workshop';
import { useEffect, useState } from 'react';
import { useKeptThumbnail } from '../../offline/use-kept-thumbnail';
import type { PendingPhoto } from '../photo-uploader';

function useObjectUrl(file: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function pendingText(photo: PendingPhoto): string {
  if (photo.state === 'failed') return photo.error ?? 'Foto non accettata.';
  if (photo.state === 'preparing') return 'Preparazione della foto…';
  if (photo.state === 'uploading') return `Caricamento ${Math.round(photo.progress * 100)}%`;
  return photo.error ? 'Non caricata: riprovo appena c’è rete.' : 'In attesa di caricamento';
}

/** A photo taken on this device, with the progress of its upload. */
export function PendingPhotoTile({
  photo,
  label,
  onDismiss,
}: {
  photo: PendingPhoto;
  label: string;
  onDismiss(): void;
}) {
  const url = useObjectUrl(photo.file);
  const percent = Math.round(photo.progress * 100);
  return (
    <figure
      className={`photo-tile photo-tile-pending${photo.state === 'failed' ? ' photo-tile-failed' : ''}`}
    >
      {url ? <img src={url} alt={`${label} (non ancora caricata)`} /> : <div className="photo-tile-blank" />}
      <figcaption>
        <progress
          className="photo-progress"
          max={100}
          value={photo.state === 'uploading' ? percent : 0}
          aria-label={`Caricamento di ${label}`}
        />
        <span className="small">{pendingText(photo)}</span>
        {photo.state === 'failed' && (
          <button type="button" className="btn btn-sm btn-link p-0 photo-tile-action" onClick={onDismiss}>
            Scarta la foto
          </button>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The width a tile takes (workshop.scss): two to a row on a phone and 4 key photos or ~7 strip photos to a
 * row from 768 px; a captioned (imperfection) tile takes the phone's whole row, about 20rem beyond.
 */
const TILE_SIZES = '(min-width: 768px) 15rem, 50vw';
export const WIDE_TILE_SIZES = '(min-width: 768px) 20rem, 100vw';

/**
 * A photo the server has, with a button to take it out of the report. Without a network its link fails, and
 * the thumbnail kept on the device shows instead (offline/kept-photos.ts).
 */
export function SavedPhotoTile({
  photo,
  label,
  onRemove,
  sizes = TILE_SIZES,
}: {
  photo: DraftPhoto;
  label: string;
  onRemove?(): void;
  sizes?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc === photo.src;
  const kept = useKeptThumbnail(photo.id, failed);
  const keptUrl = useObjectUrl(kept);
  return (
    <figure className="photo-tile">
      {!failed ? (
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={sizes}
          alt={label}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(photo.src)}
        />
      ) : keptUrl ? (
        <img src={keptUrl} alt={label} />
      ) : (
        <div className="photo-tile-blank photo-tile-unavailable" role="img" aria-label={label}>
          {kept === null && <span className="small">Foto visibile quando torna la rete</span>}
        </div>
      )}
      {onRemove && (
        <figcaption>
          <button type="button" className="btn btn-sm btn-link p-0 photo-tile-action" onClick={onRemove}>
            Rimuovi<span className="visually-hidden"> {label}</span>
          </button>
        </figcaption>
      )}
    </figure>
  );
}
