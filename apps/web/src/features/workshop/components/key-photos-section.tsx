import { KEY_PHOTO_SLOTS, type KeyPhotoSlot } from '@verificauto/shared/domain/checklist';
import { REQUIRED_KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/report-completeness';
import { FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';
import { PhotoCaptureButton } from '../photos/components/photo-capture-button';
import { pendingFor } from '../photos/components/photo-strip';
import { PendingPhotoTile, SavedPhotoTile } from '../photos/components/photo-tile';

const REQUIRED = new Set<string>(REQUIRED_KEY_PHOTO_SLOTS);

function SlotTile({ slot }: { slot: KeyPhotoSlot }) {
  const { draft, change, uploads, readOnly, fieldErrors } = useEditor();
  const photoId = draft.key_photos[slot.key];
  const photo = photoId ? draft.photos[photoId] : undefined;
  const pending = pendingFor(uploads.pending, { kind: 'key', slot: slot.key }).at(-1);
  const titleId = `slot-${slot.key}-title`;
  return (
    <li id={`slot-${slot.key}`} className="key-slot" tabIndex={-1}>
      <p id={titleId} className="key-slot-title">
        {slot.label}
        {REQUIRED.has(slot.key) && <span className="text-body-secondary"> (obbligatoria)</span>}
      </p>
      {pending ? (
        <PendingPhotoTile
          photo={pending}
          label={slot.label}
          onDismiss={() => uploads.dismiss(pending.clientKey)}
        />
      ) : photo ? (
        <SavedPhotoTile
          photo={photo}
          label={slot.label}
          onRemove={readOnly ? undefined : () => change({ key_photos: { [slot.key]: null } })}
        />
      ) : (
        <div className="photo-tile photo-tile-empty">
          <span>Nessuna foto</span>
        </div>
      )}
      <PhotoCaptureButton target={{ kind: 'key', slot: slot.key }} subject={slot.label} />
      <FieldError id={`slot-${slot.key}-error`} message={fieldErrors[`key_photos.${slot.key}`]} />
    </li>
  );
}

/** The 26 key photos of docs/product.md#report-data: 12 outside, 14 inside. */
export function KeyPhotosSection() {
  return (
    <>
      <h3 className="h5">Esterni</h3>
      <ul className="key-slot-grid list-unstyled">
        {KEY_PHOTO_SLOTS.exterior.map((slot) => (
          <SlotTile key={slot.key} slot={slot} />
        ))}
      </ul>
      <h3 className="h5">Interni</h3>
      <ul className="key-slot-grid list-unstyled">
        {KEY_PHOTO_SLOTS.interior.map((slot) => (
          <SlotTile key={slot.key} slot={slot} />
        ))}
      </ul>
    </>
  );
}
