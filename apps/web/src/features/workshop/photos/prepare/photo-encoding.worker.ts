import { encodePhoto } from './photo-encoding';

// The decoding and encoding of a 12-megapixel photo off the main thread, so that typing stays responsive.
interface WorkerScope {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<{ id: number; file: Blob }>) => void,
  ): void;
  postMessage(message: unknown): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', async ({ data }) => {
  const encoded = await encodePhoto(data.file).catch(() => undefined);
  scope.postMessage({ id: data.id, encoded });
});
