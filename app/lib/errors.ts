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
export class UpstreamFailed extends Error {
  readonly status = 502;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamFailed";
  }
}

export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if ((e as { code?: string }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's exclusion-constraint violation (23P01): two rows whose ranges overlap. */
export function isExclusionViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if ((e as { code?: string }).code === "23P01") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
