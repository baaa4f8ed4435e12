import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type S3Settings } from '../../src/config/env';

export interface LocalS3 {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, with one empty bucket, files in a temp folder. */
export async function startLocalS3(bucket = 'verificauto-test'): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'va-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials: it refuses another key id (it does not check V4 signatures).
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  const { s3 } = loadConfig(env);
  if (!s3) throw new Error('S3 settings not read');
  return { env, settings: s3, close: () => server.close() };
}
