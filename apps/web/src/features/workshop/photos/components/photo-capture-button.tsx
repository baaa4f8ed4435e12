import type { PhotoTarget } from '@verificauto/shared/contracts/workshop';
import { useId } from 'react';
import { useEditor } from '../../editor-context';

/**
 * The device camera (capture="environment": the rear camera) or, where there is none, the file picker.
 * The input itself keeps the focus and the keyboard; the label is its visible button.
 */
export function PhotoCaptureButton({
  target,
  label,
  multiple = false,
}: {
  target: PhotoTarget;
  /** The accessible name, e.g. "Scatta una foto: Vernice della carrozzeria". */
  label: string;
  multiple?: boolean;
}) {
  const { uploads, readOnly } = useEditor();
  const id = useId();
  if (readOnly) return null;
  return (
    <span className="photo-capture">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        className="visually-hidden"
        aria-label={label}
        onChange={(event) => {
          for (const file of event.target.files ?? []) uploads.add(target, file);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="btn btn-outline-primary photo-capture-label" aria-hidden="true">
        <CameraIcon /> {multiple ? 'Aggiungi foto' : 'Scatta la foto'}
      </label>
    </span>
  );
}

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="me-1">
      <path
        fill="currentColor"
        d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
      />
    </svg>
  );
}
