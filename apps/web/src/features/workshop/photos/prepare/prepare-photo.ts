import { readCaptureTime } from './capture-time';
import { chooseUpload, type EncodedPhoto, encodePhoto } from './photo-encoding';

export interface PreparedPhoto {
  /** What is kept on the device and uploaded. */
  file: Blob;
  /** ISO instant from the original's EXIF, when it says. */
  takenAt?: string;
}

let worker: Worker | null | undefined;
let nextId = 0;
/** A worker killed for its memory answers nothing: past this the photo goes as it was taken. */
const WORKER_TIMEOUT_MS = 30_000;
const TIMED_OUT = 'timed out';

/** The shared worker, or null where the browser cannot run it: the main thread encodes instead. */
function encodingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
        ? new Worker(new URL('./photo-encoding.worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  return worker;
}

function encodeInWorker(target: Worker, file: Blob): Promise<EncodedPhoto | undefined> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ id: number; encoded?: EncodedPhoto }>) => {
      if (event.data.id !== id) return;
      stop();
      resolve(event.data.encoded);
    };
    const onError = () => {
      stop();
      reject(new Error('worker failed'));
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(TIMED_OUT));
    }, WORKER_TIMEOUT_MS);
    const stop = () => {
      clearTimeout(timer);
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage({ id, file });
  });
}

async function encode(file: Blob): Promise<EncodedPhoto | undefined> {
  const target = encodingWorker();
  if (target) {
    try {
      return await encodeInWorker(target, file);
    } catch (error) {
      target.terminate();
      // The next photo gets a new worker; this one goes as it was taken.
      worker = undefined;
      if (error instanceof Error && error.message === TIMED_OUT) return undefined;
      // A browser without module workers: from now on the main thread encodes.
      worker = null;
    }
  }
  return encodePhoto(file);
}

/**
 * A photo as the app keeps and sends it (decision 069): at most 2560 px on its long side, re-encoded,
 * with the capture time read from the original; the original itself when the browser cannot decode it
 * (HEIC outside Safari), which the server reads as before.
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const [encoded, takenAt] = await Promise.all([encode(file).catch(() => undefined), readCaptureTime(file)]);
  return { file: chooseUpload(file, encoded), ...(takenAt && { takenAt }) };
}
