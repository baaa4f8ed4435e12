import {
  type PhotoTarget,
  type PhotoUploaded,
  PhotoUploadedSchema,
} from '@verificauto/shared/contracts/workshop';
import { ApiError, isRenewedXsrf, xsrfHeaders } from '../../../../lib/api-client';

const NETWORK_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';
const GENERIC_ERROR = 'Si è verificato un errore imprevisto. Riprova più tardi.';

export interface PhotoUploadRequest {
  inspectionUuid: string;
  /** The same key on every retry: the server then stores the photo once. */
  clientKey: string;
  target: PhotoTarget;
  file: Blob;
  /** The capture time read on the device (decision 069). */
  takenAt?: string;
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

function uploadUrl({ inspectionUuid, clientKey, target, takenAt }: PhotoUploadRequest): string {
  const query = new URLSearchParams({ client_key: clientKey, kind: target.kind });
  if (target.kind === 'key') query.set('slot', target.slot);
  if (target.kind === 'item') query.set('item_key', target.item_key);
  if (takenAt) query.set('taken_at', takenAt);
  return `/api/workshop/inspections/${encodeURIComponent(inspectionUuid)}/photos?${query}`;
}

/**
 * POST /api/workshop/inspections/{uuid}/photos with the image as the raw body. XMLHttpRequest rather than
 * fetch: only it reports the upload's progress. Fails with ApiError (status 0 when the network is down).
 * Refused for an anti-forgery cookie the answer renewed, it goes once more with the new one, as apiRequest.
 */
export function uploadPhoto(request: PhotoUploadRequest, renewed = false): Promise<PhotoUploaded> {
  const xsrf = xsrfHeaders();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(request));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', request.file.type || 'image/jpeg');
    for (const [name, value] of Object.entries(xsrf)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.ontimeout = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('Caricamento annullato', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = PhotoUploadedSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, GENERIC_ERROR));
        return;
      }
      if (!renewed && isRenewedXsrf(xhr.status, body, Object.values(xsrf)[0])) {
        resolve(uploadPhoto(request, true));
        return;
      }
      const error = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const message = typeof error.message === 'string' ? error.message : GENERIC_ERROR;
      reject(new ApiError(xhr.status, message, error));
    };
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.file);
  });
}
