/**
 * Results at the commerce boundary: every client call answers `{ ok: true, data }` or
 * `{ ok: false, error }`, never throws. The error says what kind of failure it was and whether trying
 * again later may help.
 */

export type CommerceErrorKind = 'not_found' | 'conflict' | 'invalid' | 'unavailable' | 'unknown';

export interface CommerceError {
  kind: CommerceErrorKind;
  /** The HTTP status; 503 when the API could not be reached, 504 when it did not answer in time, 502 for an unreadable answer. */
  status: number;
  message: string;
  retryable: boolean;
  /** Seconds the API asked to wait before trying again (a 429's or 503's `Retry-After`), when it said. */
  retryAfterSeconds?: number;
}

export type CommerceResult<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

export function success<T>(data: T): CommerceResult<T> {
  return { ok: true, data };
}

export function failure<T = never>(error: CommerceError): CommerceResult<T> {
  return { ok: false, error };
}

/** The kind and retryability of an HTTP error status. */
export function errorForStatus(status: number, message: string): CommerceError {
  if (status === 404 || status === 410) return { kind: 'not_found', status, message, retryable: false };
  if (status === 409) return { kind: 'conflict', status, message, retryable: false };
  if (status === 408 || status === 429 || status === 502 || status === 503 || status === 504)
    return { kind: 'unavailable', status, message, retryable: true };
  if (status >= 400 && status < 500) return { kind: 'invalid', status, message, retryable: false };
  return { kind: 'unknown', status, message, retryable: status >= 500 && status !== 501 };
}
