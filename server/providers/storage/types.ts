import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Where images live: local disk by default, an S3-compatible bucket in production. Keys are server-chosen. */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when no object has that key. */
  get(key: string): Promise<StoredObject | undefined>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Throws, saying what is wrong, when the store cannot be used: the bucket is missing, the keys are refused,
   * the service is down. Boot (fail fast) and GET /api/health/ready call it.
   */
  check(): Promise<void>;
}

/** Keys are made by the server (folder/random-id.ext); anything else is a bug or an attack. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
