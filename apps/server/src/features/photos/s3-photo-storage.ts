import type { S3Settings } from '../../config/env';
import type { PhotoStorage } from './photo-storage';
import { assertSafeKey } from './photo-storage-key';

type Sdk = typeof import('@aws-sdk/client-s3');

function createClient(sdk: Sdk, settings: S3Settings) {
  const otherStore = settings.endpoint !== undefined;
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Since 2025 the SDK adds CRC checksum headers that many S3-compatible stores refuse or do not return;
    // on AWS itself they stay on (decision 040).
    ...(otherStore && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    // A store that stops answering fails the photo request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
}

/** The missing object itself; a missing bucket or a refused key is an error of the deployment, thrown. */
const isMissingObject = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));

/** One object per key in an S3-compatible bucket: AWS, MinIO, and the like (decision 040). */
export function createS3PhotoStorage(settings: S3Settings): PhotoStorage {
  // Loaded at first use, so that an instance keeping photos on disk never loads the SDK.
  let loading: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: createClient(sdk, settings) }));
    return loading;
  };
  return {
    async put(key, data) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: data }));
    },
    async get(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!Body) throw new Error(`Risposta senza contenuto per ${key}`);
        const bytes = await Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingObject(sdk, error)) return undefined;
        throw error;
      }
    },
  };
}
