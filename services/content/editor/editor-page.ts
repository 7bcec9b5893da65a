import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readBody } from '../../shared/http-service';
import { editingUrl, modelById } from '../graphql/content-link';
import type { createAdminActions } from '../http/admin-handler';
import { modelByApiKey } from '../schema/model-definitions';
import type { ContentStore } from '../store/content-store';
import type { StoredRecord } from '../store/record-types';
import { retryAfterSeconds, SecretThrottle } from '../http/secret-throttle';
import { formFields, patchFromForm } from './editor-form';
import { renderEditorPage, renderIndexPage, renderMessagePage, type EditorNotice, type IndexGroup } from './editor-html';

/**
 * The local stand-in for DatoCMS's record editor, at the address Content Link's markers and `_editingUrl`
 * point at: `GET /editor/item_types/<model id>/items/<record id>/edit` shows the record's text fields as a
 * form (editor-form.ts), the `#fieldPath=` field focused; "Spara utkast", "Publicera" and "Avpublicera" post
 * the form back and go through the admin API's own actions, so the webhook fires and the Real-time Updates
 * channels update as with any other edit.
 *
 * The admin token guards it as HTTP basic auth (any user name, the token as password), which a browser
 * asks for once and then sends with every link click; after a few wrong passwords from one address, its
 * tries are refused for a while with 429, `Retry-After` and a Swedish message (http/secret-throttle.ts).
 * Because a browser also sends basic credentials with a cross-site form post, a post must carry the page's
 * form token (an HMAC of the record id under the admin token, which another site cannot read) and must not
 * come from another site (`Origin`, `Sec-Fetch-Site`).
 */

export const EDITOR_PREFIX = '/editor/';
const EDIT_PATH = /^\/editor\/item_types\/([A-Za-z0-9_-]{1,64})\/items\/([A-Za-z0-9_-]{1,64})\/edit\/?$/;
const MAX_FORM_BYTES = 512 * 1024;
/** The models `/editor/` lists, with their Swedish names (the product catalogue is left to the admin API and its CLI). */
const MODEL_TITLES: Record<string, string> = {
  front_page: 'Startsida',
  about_page: 'Om oss',
  contact_page: 'Kontakt',
  blog_article: 'Blogginlägg',
  faq_article: 'Vanliga frågor',
  terms_of_business_article: 'Köpvillkor',
  product_category: 'Kategorier',
  brand: 'Varumärken',
};
const REALM = 'Glans innehåll (lösenord: CONTENT_ADMIN_TOKEN)';

type AdminActions = ReturnType<typeof createAdminActions>;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function basicPassword(req: IncomingMessage): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, html: string, nonce: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...extra,
  });
  res.end(html);
}

const NOTICES: Record<string, EditorNotice> = {
  utkast: { kind: 'status', text: 'Utkastet är sparat.' },
  publicerad: { kind: 'status', text: 'Posten är publicerad.' },
  avpublicerad: { kind: 'status', text: 'Posten är avpublicerad: den syns inte längre på webbplatsen.' },
  oforandrad: { kind: 'status', text: 'Inga ändringar att spara.' },
};

/** `guesses` is shared with the admin API, whose token is this page's password (secret-throttle.ts). */
export function createEditorPage(store: ContentStore, actions: AdminActions, adminToken: string, guesses = new SecretThrottle()) {
  const formToken = (recordId: string) => createHmac('sha256', adminToken).update(`editor:${recordId}`).digest('base64url');

  function findRecord(modelSegment: string, recordId: string): StoredRecord {
    const model = modelById(modelSegment) ?? modelByApiKey(modelSegment);
    const record = model ? store.stored(recordId) : undefined;
    if (!model || !record || record.modelApiKey !== model.apiKey) throw new HttpError(404, 'Posten finns inte.');
    return record;
  }

  function index(): IndexGroup[] {
    return Object.keys(MODEL_TITLES).flatMap((apiKey) => {
      const model = modelByApiKey(apiKey);
      if (!model) return [];
      const links = store.storedOf(model.apiKey as StoredRecord['modelApiKey']).map((record) => {
        const fields = ((record.draft ?? record.published)?.fields ?? {}) as { header?: unknown; title?: unknown; name?: unknown };
        const label = [fields.header, fields.title, fields.name].find((value) => typeof value === 'string' && value !== '') as
          string | undefined;
        return { href: editingUrl('', record.modelApiKey, record.id), text: `${label ?? record.id}${record.draft ? ' (utkast)' : ''}` };
      });
      return [{ title: MODEL_TITLES[apiKey] ?? model.name, links }];
    });
  }

  function checkSameSite(req: IncomingMessage): void {
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'Formuläret skickades från en annan webbplats.');
    const origin = req.headers.origin;
    if (origin && originHost(origin) !== req.headers.host) throw new HttpError(403, 'Formuläret skickades från en annan webbplats.');
  }

  function page(res: ServerResponse, status: number, record: StoredRecord, notice: EditorNotice | null, form?: URLSearchParams): void {
    const latest = record.draft ?? record.published;
    const model = modelByApiKey(record.modelApiKey);
    if (!latest || !model) throw new HttpError(404, 'Posten finns inte.');
    const fields = formFields(model, latest.fields as unknown as Record<string, unknown>).map((field) => ({
      ...field,
      value: form?.get(field.name) ?? field.value,
    }));
    const nonce = randomBytes(16).toString('base64');
    const statusText = record.published
      ? record.draft
        ? 'Publicerad, med ändringar som inte är publicerade'
        : 'Publicerad'
      : latest.firstPublishedAt
        ? 'Utkast, avpublicerad'
        : 'Utkast, aldrig publicerad';
    send(
      res,
      status,
      renderEditorPage({
        modelName: MODEL_TITLES[model.apiKey] ?? model.name,
        recordId: record.id,
        statusText,
        fields,
        notice,
        csrf: formToken(record.id),
        nonce,
        published: record.published !== null,
      }),
      nonce,
    );
  }

  async function save(req: IncomingMessage, res: ServerResponse, record: StoredRecord, url: URL): Promise<void> {
    checkSameSite(req);
    const form = new URLSearchParams(await readBody(req, MAX_FORM_BYTES));
    if (!sameSecret(form.get('csrf') ?? '', formToken(record.id)))
      throw new HttpError(403, 'Formuläret är för gammalt eller kommer inte från den här sidan. Ladda om sidan.');
    const action = form.get('action');
    if (action !== 'draft' && action !== 'publish' && action !== 'unpublish') throw new HttpError(400, 'Välj "Spara utkast", "Publicera" eller "Avpublicera".');
    const latest = record.draft ?? record.published;
    const patch = patchFromForm((latest?.fields ?? {}) as Record<string, unknown>, form);
    let outcome = 'oforandrad';
    try {
      if (Object.keys(patch).length > 0) {
        actions.saveDraft(record, patch);
        outcome = 'utkast';
      }
      if (action === 'publish') {
        if (!store.stored(record.id)?.draft) {
          page(res, 409, record, { kind: 'alert', text: 'Det finns inga ändringar att publicera.' }, form);
          return;
        }
        await actions.publish(store.stored(record.id) ?? record);
        outcome = 'publicerad';
      }
      // What was typed is kept as the draft the record goes back to, as DatoCMS's unpublish keeps the latest content.
      if (action === 'unpublish') {
        if (!store.stored(record.id)?.published) {
          page(res, 409, record, { kind: 'alert', text: 'Posten är inte publicerad.' }, form);
          return;
        }
        await actions.unpublish(store.stored(record.id) ?? record);
        outcome = 'avpublicerad';
      }
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      page(res, error.status, record, { kind: 'alert', text: `Kunde inte spara: ${error.message}` }, form);
      return;
    }
    const fieldPath = (form.get('fieldPath') ?? '').replace(/[^A-Za-z0-9_.-]/g, '');
    const location = `${url.pathname}?sparat=${outcome}${fieldPath ? `#fieldPath=${fieldPath}` : ''}`;
    res.writeHead(303, { location, 'cache-control': 'no-store' });
    res.end();
  }

  /** Answers an `/editor/…` request. */
  return async function handleEditor(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const nonce = randomBytes(16).toString('base64');
    try {
      const password = basicPassword(req);
      const wait = password === null ? 0 : guesses.wait(req);
      if (wait > 0) {
        const seconds = retryAfterSeconds(wait);
        const text = `För många felaktiga lösenord från den här adressen. Försök igen om ${seconds} sekunder.`;
        send(res, 429, renderMessagePage('Försök igen om en stund', text, nonce), nonce, { 'retry-after': String(seconds) });
        return;
      }
      const right = password !== null && sameSecret(password, adminToken);
      // A request without credentials is the browser asking for them, not a guess.
      if (right) guesses.succeeded(req);
      else if (password !== null) guesses.failed(req);
      if (!right) {
        send(
          res,
          401,
          renderMessagePage('Logga in', 'Ange administratörslösenordet (CONTENT_ADMIN_TOKEN) för att redigera innehåll.', nonce),
          nonce,
          {
            'www-authenticate': `Basic realm="${REALM}", charset="UTF-8"`,
          },
        );
        return;
      }
      if (url.pathname === EDITOR_PREFIX) {
        if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Metoden stöds inte här.');
        send(res, 200, renderIndexPage(index(), nonce), nonce);
        return;
      }
      const match = EDIT_PATH.exec(url.pathname);
      if (!match) throw new HttpError(404, 'Sidan finns inte. Redigera en post på /editor/item_types/<modell>/items/<post>/edit.');
      const record = findRecord(match[1] ?? '', match[2] ?? '');
      if (req.method === 'GET' || req.method === 'HEAD') {
        page(res, 200, record, NOTICES[url.searchParams.get('sparat') ?? ''] ?? null);
        return;
      }
      if (req.method !== 'POST') throw new HttpError(405, 'Metoden stöds inte här.');
      await save(req, res, record, url);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const status = error.status === 413 ? 413 : error.status;
      send(res, status, renderMessagePage('Det gick inte', error.message, nonce), nonce, status === 405 ? { allow: 'GET, POST' } : {});
    }
  };
}
