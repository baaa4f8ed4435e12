import type { PhotoTarget, PhotoUploaded } from '@verificauto/shared/contracts/workshop';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { uploadPhoto } from '../api/upload-photo';
import { photoStore } from '../photo-store';
import { type PendingPhoto, PhotoUploader } from '../photo-uploader';

export interface PhotoUploads {
  pending: readonly PendingPhoto[];
  add(target: PhotoTarget, file: Blob): void;
  dismiss(clientKey: string): void;
}

/** The background uploads of an inspection's photos (see photo-uploader.ts), `held` as the autosave. */
export function usePhotoUploads(
  inspectionUuid: string,
  enabled: boolean,
  onUploaded: (result: PhotoUploaded) => void,
  held = false,
): PhotoUploads {
  const [pending, setPending] = useState<readonly PendingPhoto[]>([]);
  const uploaderRef = useRef<PhotoUploader | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const heldRef = useRef(held);
  heldRef.current = held;

  useEffect(() => {
    if (!enabled) return;
    const uploader = new PhotoUploader(inspectionUuid, photoStore(), uploadPhoto, {
      onUploaded: (result) => onUploadedRef.current(result),
      onChange: setPending,
    });
    uploaderRef.current = uploader;
    if (heldRef.current) uploader.hold();
    void uploader.restore();
    return () => {
      uploader.dispose();
      uploaderRef.current = null;
    };
  }, [inspectionUuid, enabled]);

  useEffect(() => {
    if (held) uploaderRef.current?.hold();
    else uploaderRef.current?.release();
  }, [held]);

  const add = useCallback((target: PhotoTarget, file: Blob) => uploaderRef.current?.add(target, file), []);
  const dismiss = useCallback((clientKey: string) => void uploaderRef.current?.dismiss(clientKey), []);
  return useMemo(() => ({ pending, add, dismiss }), [pending, add, dismiss]);
}
