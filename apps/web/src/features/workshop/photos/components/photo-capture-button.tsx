import type { PhotoTarget } from '@verificauto/shared/contracts/workshop';
import { type ReactNode, useId } from 'react';
import { useEditor } from '../../editor-context';

/** One file input behind its visible label; the input keeps the focus and the keyboard. */
function PhotoInput({
  name,
  capture,
  multiple,
  onFiles,
  children,
}: {
  name: string;
  capture: boolean;
  multiple: boolean;
  onFiles(files: FileList): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <span className="photo-capture">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        multiple={multiple}
        className="visually-hidden"
        aria-label={name}
        onChange={(event) => {
          if (event.target.files) onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="btn btn-outline-primary photo-capture-label" aria-hidden="true">
        {children}
      </label>
    </span>
  );
}

/**
 * The rear camera in one tap (capture="environment") beside the gallery (no capture): Chrome on Android 14
 * and later opens only its photo picker, without the camera, for an input without capture, and an input
 * with it opens only the camera on Android and iOS (docs/decisions/070-editor-that-guides.md).
 */
export function PhotoCaptureButton({
  target,
  subject,
  multiple = false,
}: {
  target: PhotoTarget;
  /** What the photo shows, in the inputs' names, e.g. "Vernice della carrozzeria". */
  subject: string;
  multiple?: boolean;
}) {
  const { uploads, readOnly } = useEditor();
  if (readOnly) return null;
  const add = (files: FileList) => {
    for (const file of files) uploads.add(target, file);
  };
  const camera = multiple ? 'Scatta una foto' : 'Scatta la foto';
  return (
    <div className="photo-capture-choices">
      <PhotoInput name={`${camera}: ${subject}`} capture multiple={false} onFiles={add}>
        <CameraIcon /> {camera}
      </PhotoInput>
      <PhotoInput
        name={`Scegli dalla galleria: ${subject}`}
        capture={false}
        multiple={multiple}
        onFiles={add}
      >
        <GalleryIcon /> Dalla galleria
      </PhotoInput>
    </div>
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

function GalleryIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="me-1">
      <path
        fill="currentColor"
        d="M5 3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H5Zm0 2h14v9.6l-3.3-3.3a1 1 0 0 0-1.4 0L10 15.6l-1.8-1.8a1 1 0 0 0-1.4 0L5 15.6V5Zm4 1.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
      />
    </svg>
  );
}
