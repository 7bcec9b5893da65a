import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared by the security, fuzz and fault specs (issue 8). */

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => Promise<void>;
  }
}

/** Paths from the sitemap with the given priority (1 home, 0.8 categories, 0.6 products). */
export async function sitemapPaths(request: APIRequestContext, priority: string): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes(`<priority>${priority}</priority>`))
    .map((block) => new URL(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '/').pathname);
}

/**
 * Records every CSP violation of the page as it happens: `securitypolicyviolation` events of every document
 * and frame it loads (reported to the test at once, so a document that is left keeps its record), and the
 * console's "Refused to …" messages.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) violations.push(`console: ${text}`);
  });
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportCspViolation?.(
        `${location.origin}${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** Opens product pages until one can be added to the basket as it is, adds it, and answers its variant id. */
export async function addSomeProductToBasket(page: Page, request: APIRequestContext): Promise<string> {
  for (const path of (await sitemapPaths(request, '0.6')).slice(0, 40)) {
    await page.goto(path);
    const form = page.locator('form[data-variant-id]').first();
    if ((await form.count()) === 0) continue;
    await expect(form).toHaveAttribute('data-stock', 'live');
    const button = form.getByRole('button', { name: 'Lägg i varukorgen' }).first();
    if (!(await button.isEnabled())) continue;
    const variantId = (await form.getAttribute('data-variant-id')) ?? '';
    await button.click();
    await expect(form.getByRole('status')).toContainText('Tillagd i varukorgen');
    return variantId;
  }
  throw new Error('No product that can be added to the basket was found in the first 40 product pages.');
}
