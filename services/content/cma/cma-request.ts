import type { IncomingMessage } from 'node:http';
import { HttpError, parseJson, readBody } from '../../shared/http-service';
import { apiError } from '../http/api-error';

/** What every CMA route reads: a bounded JSON:API body of one resource type, and DatoCMS's 404. */

const MAX_BODY_BYTES = 256 * 1024;

export function notFound(what: string): HttpError {
  return apiError(404, 'NOT_FOUND', `${what} not found`);
}

export async function readData(req: IncomingMessage, type: string): Promise<{ id?: string; attributes?: unknown }> {
  let body: unknown;
  try {
    body = parseJson(await readBody(req, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof HttpError) throw apiError(error.status === 413 ? 413 : 422, 'INVALID_FORMAT', error.message);
    throw error;
  }
  const data = (body as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw apiError(422, 'INVALID_FORMAT', 'The body must be a JSON:API document: { "data": { "type", "attributes" } }');
  if ((data as { type?: unknown }).type !== type) throw apiError(422, 'INVALID_FORMAT', `"data.type" must be "${type}"`);
  return data as { id?: string; attributes?: unknown };
}
