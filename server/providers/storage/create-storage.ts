import type { Env } from '../../env.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './types.ts';

/** S3_BUCKET set: an S3-compatible bucket; otherwise files under DATA_DIR/objects. */
export async function createStorage(env: Env): Promise<ObjectStorage> {
  if (!env.S3_BUCKET) return createDiskStorage(env.DATA_DIR);
  // The AWS SDK adds ~15 MB to the server's memory, so only deployments that use S3 load it.
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
