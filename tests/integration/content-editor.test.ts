import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, subscribe, type Subscription } from '../contract/content-realtime-helpers';
import { data } from './content-request';
import { serviceUrl } from './service-urls';

/**
 * The local content service's editor page (`/editor/item_types/<model>/items/<record>/edit`), the target of
 * Content Link's editing URLs, over real HTTP: basic auth with the admin token, the form of the record's
 * text fields, "Spara utkast" reaching an open Real-time Updates channel, "Publicera" reaching published
 * reads, and the refusals of a forged or bad post.
 */

const BASIC = `Basic ${Buffer.from(`redaktor:${ADMIN_TOKEN}`).toString('base64')}`;
const ARTICLE = 'query($id: ItemId) { termsOfBusinessArticle(filter: { id: { eq: $id } }) { id header slug _editingUrl } }';

let subscription: Subscription | null = null;
afterEach(() => {
  subscription?.unsubscribe();
  subscription = null;
});

/** The `index`th terms article and its editor page's path, from the service's own `_editingUrl`. */
async function article(index: number): Promise<{ id: string; header: string; slug: string; path: string }> {
  const { allTermsOfBusinessArticles } = await data(`{ allTermsOfBusinessArticles(first: 20) { id } }`);
  const id = allTermsOfBusinessArticles[index].id as string;
  const answer = await data(ARTICLE, { id }, { headers: { 'x-include-drafts': 'true', 'x-base-editing-url': serviceUrl('content') } });
  const record = answer.termsOfBusinessArticle;
  return { id, header: record.header, slug: record.slug, path: new URL(record._editingUrl).pathname };
}

async function page(path: string, authorization: string | null = BASIC): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${serviceUrl('content')}${path}`, { headers: authorization ? { authorization } : {}, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function formToken(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('The page has no form token');
  return match[1];
}

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${serviceUrl('content')}${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

async function publishedHeader(id: string): Promise<string> {
  return (await data(ARTICLE, { id })).termsOfBusinessArticle.header;
}

describe('editor page: access', () => {
  it('asks for the admin token as the password of HTTP basic auth, and refuses a wrong one', async () => {
    const { path } = await article(0);
    for (const authorization of [null, `Basic ${Buffer.from('redaktor:fel').toString('base64')}`, `Bearer ${ADMIN_TOKEN}`]) {
      const answer = await page(path, authorization);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+", charset="UTF-8"$/);
      expect(answer.html).toContain('<html lang="sv">');
      expect(answer.html).not.toContain('name="csrf"');
    }
  });

  it('answers an unknown record or model with a Swedish 404 page', async () => {
    const { path, id } = await article(0);
    expect((await page(path.replace(id, '999999999'))).status).toBe(404);
    const wrongModel = await page(path.replace(/item_types\/\d+/, 'item_types/123'));
    expect(wrongModel.status).toBe(404);
    expect(wrongModel.html).toContain('Posten finns inte.');
  });
});

describe('editor page: the form', () => {
  it("shows the record's text fields, each with a label, and the two actions", async () => {
    const { path, header, slug } = await article(0);
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'nonce-/);
    expect(html).toContain(`value="${header}"`);
    expect(html).toContain(`value="${slug}"`);
    const ids = [...html.matchAll(/<(?:input type="text"|textarea) id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('data-field-path="header"');
    expect(html).toContain('data-field-path="content"');
    expect(html).toMatch(/<button type="submit" name="action" value="draft">Spara utkast<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="publish">Publicera<\/button>/);
  });

  it('lists editable records at /editor/, linked to their editor pages', async () => {
    const { path } = await article(0);
    const index = await page('/editor/');
    expect(index.status).toBe(200);
    expect(index.html).toContain(`href="${path}"`);
  });
});

describe('editor page: saving and publishing', () => {
  it('"Spara utkast" saves a draft that an open channel receives at once; the published record stays', async () => {
    const { id, path, header: before } = await article(1);
    subscription = await subscribe(ARTICLE.replace(' _editingUrl', ''), { variables: { id } });
    await subscription.waitForUpdate(() => true);
    const header = `Villkor i utkast ${Date.now()}`;
    const csrf = formToken((await page(path)).html);
    const started = Date.now();
    const response = await post(path, { csrf, action: 'draft', 'f:header': header, fieldPath: 'header' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${path}?sparat=utkast#fieldPath=header`);
    await subscription.waitForUpdate((answer) => answer.termsOfBusinessArticle.header === header, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await publishedHeader(id)).toBe(before);
    const after = await page(`${path}?sparat=utkast`);
    expect(after.html).toContain('role="status" tabindex="-1">Utkastet är sparat.');
    expect(after.html).toContain(`value="${header}"`);
  });

  it('"Publicera" saves the form and publishes it: published reads answer the new text', async () => {
    const { id, path } = await article(2);
    const header = `Publicerade villkor ${Date.now()}`;
    const response = await post(path, { csrf: formToken((await page(path)).html), action: 'publish', 'f:header': header });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${path}?sparat=publicerad`);
    expect(await publishedHeader(id)).toBe(header);
    expect((await page(`${path}?sparat=publicerad`)).html).toContain('Posten är publicerad.');
    // Nothing left to publish: said so, not an error page.
    const again = await post(path, { csrf: formToken((await page(path)).html), action: 'publish' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('role="alert"');
  });

  it('refuses a post without the form token or from another site with 403, and changes nothing', async () => {
    const { id, path, header: before } = await article(0);
    const csrf = formToken((await page(path)).html);
    const attempts = [
      post(path, { action: 'publish', 'f:header': 'Förfalskad' }),
      post(path, { csrf: 'fel', action: 'publish', 'f:header': 'Förfalskad' }),
      post(path, { csrf, action: 'publish', 'f:header': 'Förfalskad' }, { 'sec-fetch-site': 'cross-site' }),
      post(path, { csrf, action: 'publish', 'f:header': 'Förfalskad' }, { origin: 'https://evil.example' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect(await publishedHeader(id)).toBe(before);
    expect((await page(path)).html).toContain(`value="${before}"`);
  });

  it('answers a value the admin API refuses with 400 and a Swedish alert, keeping what was typed', async () => {
    const { path } = await article(1);
    const taken = (await article(0)).slug;
    const response = await post(path, {
      csrf: formToken((await page(path)).html),
      action: 'draft',
      'f:slug': taken,
      'f:header': 'Skrivet men inte sparat',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<p class="notice alert" role="alert" tabindex="-1">Kunde inte spara: [^<]*slug/);
    expect(html).toContain('value="Skrivet men inte sparat"');
  });

  it('"Avpublicera" takes the record off published reads, keeps it as a draft, and is offered only for a published record', async () => {
    const { id, path, header } = await article(2);
    const form = (await page(path)).html;
    expect(form).toContain('<button type="submit" name="action" value="unpublish">Avpublicera</button>');
    try {
      const response = await post(path, { csrf: formToken(form), action: 'unpublish' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${path}?sparat=avpublicerad`);
      expect((await data(ARTICLE, { id })).termsOfBusinessArticle).toBeNull();
      const after = (await page(`${path}?sparat=avpublicerad`)).html;
      expect(after).toContain('Posten är avpublicerad');
      expect(after).toContain('Status: Utkast, avpublicerad');
      expect(after).not.toContain('value="unpublish"');
      const again = await post(path, { csrf: formToken(after), action: 'unpublish' });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('role="alert"');
    } finally {
      await post(path, { csrf: formToken((await page(path)).html), action: 'publish' });
    }
    expect(await publishedHeader(id)).toBe(header);
  });
});
