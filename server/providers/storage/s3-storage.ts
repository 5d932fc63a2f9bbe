import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '../../lib/app-error.ts';
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

/** A hung S3 endpoint fails a request after this long instead of holding it (and its memory) open. */
const S3_CONNECTION_TIMEOUT_MS = 3000;
const S3_REQUEST_TIMEOUT_MS = 30_000;

/** What a failed S3 call means to an operator reading the boot line or /api/health/ready. */
function describeS3Failure(error: unknown, settings: S3Settings): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const where = `bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  if (status === 404) return `S3 ${where} does not exist: create it, or set S3_BUCKET to one that does`;
  if (status === 401 || status === 403)
    return `S3 refused access to ${where} (HTTP ${status}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  return `S3 ${where} is unreachable: ${(error as Error).message || (error as Error).name}`;
}

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
    requestHandler: { connectionTimeout: S3_CONNECTION_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;
  /**
   * Every call but a missing key's: an S3 outage answers 503 with a message people can act on (issue #13
   * item 5), never a 500. The operator's detail goes to the log through the error's cause.
   */
  const send: typeof client.send = async (command: Parameters<typeof client.send>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      if (isMissing(error)) throw error;
      const unavailable = new AppError(
        'SERVICE_UNAVAILABLE',
        'Image storage is unavailable right now. Please try again in a minute.',
      );
      unavailable.cause = new Error(describeS3Failure(error, settings), { cause: error });
      throw unavailable;
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: key }));
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
        await send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 for a key that is not there, so deleting twice is harmless, as on disk.
      await send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        throw new Error(describeS3Failure(error, settings));
      });
    },
  };
}
