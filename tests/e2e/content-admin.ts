import { LOCAL_CONTENT_ADMIN_TOKEN, localServicePorts } from '../../lib/config';

/** The local content service's editor API (services/content/admin), as the e2e specs edit content through it. */

export const CONTENT_URL = `http://127.0.0.1:${localServicePorts(Number(process.env.E2E_SERVICES_PORT_BASE ?? 7500)).content}`;
const AUTHORIZATION = `Bearer ${process.env.CONTENT_ADMIN_TOKEN?.trim() || LOCAL_CONTENT_ADMIN_TOKEN}`;

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A record as the editor API lists it: its published and draft versions. */
export interface AdminRecord {
  id: string;
  published: { fields: Record<string, unknown> } | null;
  draft: { fields: Record<string, unknown> } | null;
}

export async function contentAdmin<T = Json>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${CONTENT_URL}${path}`, {
    method,
    headers: { authorization: AUTHORIZATION, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${answer.error}`);
  return answer as T;
}

/** The records of a model (up to 500). */
export async function contentRecords(model: string): Promise<AdminRecord[]> {
  return (await contentAdmin<{ records: AdminRecord[] }>('GET', `/admin/records?model=${encodeURIComponent(model)}&limit=500`)).records;
}

/** Saves `fields` as a draft of the record and publishes it (the content service then calls the storefront's webhook). */
export async function publishFields(id: string, fields: Record<string, unknown>): Promise<Json> {
  await contentAdmin('POST', `/admin/records/${id}/draft`, { fields });
  return contentAdmin('POST', `/admin/records/${id}/publish`);
}

/** The published records, newest publish date first (blog articles). */
export function publishedNewestFirst(records: AdminRecord[]): AdminRecord[] {
  return records
    .filter((record) => record.published)
    .sort((a, b) => String(b.published!.fields.publishDate).localeCompare(String(a.published!.fields.publishDate)));
}
