/** Typed errors the data layer throws; routes map them to status codes (CONVENTIONS.md). */
export class ValidationFailed extends Error {
  readonly status = 400;
  constructor(message: string, readonly fieldErrors?: Record<string, string>) {
    super(message);
    this.name = "ValidationFailed";
  }
}
export class NotFound extends Error {
  readonly status = 404;
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFound";
  }
}
export class Conflict extends Error {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = "Conflict";
  }
}
export class Forbidden extends Error {
  readonly status = 403;
  constructor(message = "Forbidden") {
    super(message);
    this.name = "Forbidden";
  }
}
/** A visitor reached a cap on something others share (429, with Retry-After when it is known). */
export class LimitReached extends Error {
  readonly status = 429;
  readonly headers: Record<string, string>;
  constructor(message: string, readonly retryAfterSeconds?: number) {
    super(message);
    this.name = "LimitReached";
    this.headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {};
  }
}
export class UpstreamFailed extends Error {
  readonly status = 502;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamFailed";
  }
}

/** Whether a database error (or one it wraps, as drizzle does) carries this PostgreSQL SQLSTATE. */
function hasPgCode(err: unknown, code: string): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if ((e as { code?: string }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (err: unknown) => hasPgCode(err, "23505");

/** An exclusion constraint refused the row: its range overlaps another's (23P01). */
export const isExclusionViolation = (err: unknown) => hasPgCode(err, "23P01");
