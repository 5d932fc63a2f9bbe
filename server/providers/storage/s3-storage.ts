import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type ObjectStorage, SAFE_KEY } from './types.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); empty for AWS itself. */
  endpoint?: string;
  /** Without keys the SDK's default chain is used (instance role, AWS_* variables, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (host/bucket/key) rather than the host name: MinIO and most local servers need it. */
  forcePathStyle: boolean;
}

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe storage key: ${key}`);
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** Objects in an S3-compatible bucket under the same server-chosen keys as on disk. */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          // In Node the SDK's body is an http.IncomingMessage: a Readable to stream straight to the reply.
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 for a key that is not there, so deleting twice is harmless, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
