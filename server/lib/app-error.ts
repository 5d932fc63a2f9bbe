import type { PlanId } from '#common/constants/plans.ts';

/** Every failure the API reports on purpose, and the HTTP status each maps to (the one mapping). */
export const APP_ERROR_STATUS = {
  /** The request body, query or params failed validation; `fields` names each bad field. */
  VALIDATION_FAILED: 400,
  /** The request is malformed in a way no single field explains. */
  BAD_REQUEST: 400,
  /** No valid session, or the session's tokens could not be refreshed. */
  UNAUTHORIZED: 401,
  /** The artist's plan does not include this (issue #27): the body names the plan it needs (PlanRequiredError). */
  PLAN_REQUIRED: 402,
  /** Signed in, but not allowed: not an admin, or a cross-site state change. */
  FORBIDDEN: 403,
  /** The thing does not exist, or belongs to another artist. */
  NOT_FOUND: 404,
  /** The change conflicts with the current state (e.g. an illegal status transition). */
  CONFLICT: 409,
  /** The thing existed but has lapsed for good (a client's request link 30 days after the request closed). */
  GONE: 410,
  /** Well formed, but it contradicts a request made before: an Idempotency-Key reused with another body. */
  UNPROCESSABLE: 422,
  /** The body is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** Too many requests from one client in the window. */
  RATE_LIMITED: 429,
  /** An upstream service (identity provider, AI, storage) failed or is unreachable. */
  UPSTREAM_FAILED: 502,
  /** A service every request of this kind needs is down (object storage) or the server is saturated: retry later. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** A call the artist's plan does not include, or not while it has lapsed: a 402 naming the plan that would. */
export class PlanRequiredError extends AppError {
  readonly requiredPlan: PlanId;

  constructor(message: string, requiredPlan: PlanId) {
    super('PLAN_REQUIRED', message);
    this.requiredPlan = requiredPlan;
  }
}
