/** Meta's error codes for throttling (reference A3): worth retrying later, like HTTP 429. */
const THROTTLING_CODES = new Set([4, 17, 32, 613]);

/** A Graph or OAuth call Meta (or the sandbox) answered with an error: its HTTP status and Meta's error code. */
export class InstagramApiError extends Error {
  override name = 'InstagramApiError';
  readonly status: number;
  readonly code: number | undefined;
  readonly subcode: number | undefined;

  constructor({
    status,
    code,
    subcode,
    message,
  }: { status: number; code?: number; subcode?: number; message: string }) {
    super(message);
    this.status = status;
    this.code = code;
    this.subcode = subcode;
  }

  /** Throttled or failing upstream: the job retries with backoff. A 4xx about the request itself is final. */
  get isRetryable(): boolean {
    return (
      this.status === 429 ||
      this.status >= 500 ||
      (this.code !== undefined && THROTTLING_CODES.has(this.code))
    );
  }
}
