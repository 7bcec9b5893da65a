import { randomBytes } from 'node:crypto';
import { HttpError } from '../../shared/http-service';

/**
 * DatoCMS's API error body, with which the Content Delivery API refuses a request before running its
 * query: `{ data: [{ id, type: "api_error", attributes: { code, details: { message } } }] }`.
 */

/** The code of a 501 answer: a documented DatoCMS feature the local service does not implement. */
export const NOT_IMPLEMENTED_CODE = 'NOT_IMPLEMENTED_LOCALLY';

/** A refusal with DatoCMS's API error body. */
export function apiError(status: number, code: string, message: string, details: Record<string, unknown> = {}): HttpError {
  const body = { data: [{ id: randomBytes(3).toString('hex'), type: 'api_error', attributes: { code, details: { message, ...details } } }] };
  return new HttpError(status, message, body);
}

/** A 501 for a documented feature the local service does not implement, named in `details.feature`. */
export function notImplemented(feature: string, message: string): HttpError {
  return apiError(501, NOT_IMPLEMENTED_CODE, `${feature} is not implemented by the local content service: ${message}`, { feature });
}
