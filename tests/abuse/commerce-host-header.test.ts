import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../lib/commerce/types';
import { changeQuantity, commerceHeaders, pickVariants, plain } from '../integration/commerce-helpers';
import { serviceUrl } from '../integration/service-urls';

/**
 * Issue 42, item 7: the payment page's address came from the request's `Host` header (a forged Host put the
 * shopper's payment iframe on another site), and its `frame-ancestors` let any localhost page frame it. Both
 * come from configuration: the service's public origin and the storefront's.
 */

/** A GET with a Host of the caller's choosing (fetch does not let one set it). */
function getWithHost(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(`${serviceUrl('commerce')}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

function frameAncestors(policy: string | string[] | undefined): string[] {
  const directive = String(policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe('the payment page and its address', () => {
  it('puts the payment page on the configured origin whatever Host the request names', async () => {
    const [picked] = await pickVariants(1, plain, 1, 12);
    const basketId = (await changeQuantity({ variantId: picked!.variant.id, quantity: 1 })).body.basketId;
    const answer = await getWithHost(`/Checkout/${basketId}`, 'evil.example', await commerceHeaders());
    expect(answer.status).toBe(200);
    const checkout = JSON.parse(answer.text) as Checkout;
    expect(checkout.paymentUrl).toBe(`${serviceUrl('commerce')}/payment/${checkout.checkoutId}`);
    expect(checkout.paymentSnippet).not.toContain('evil.example');

    const page = await getWithHost(`/payment/${checkout.checkoutId}`, 'evil.example');
    expect(page.status).toBe(200);
    const ancestors = frameAncestors(page.headers['content-security-policy']);
    // 'self' and the storefront's own origin, nothing named by the request, no wildcard port.
    expect(ancestors).toHaveLength(2);
    expect(ancestors[0]).toBe("'self'");
    expect(ancestors[1]).toMatch(/^https?:\/\/[^*/]+$/);
    expect(ancestors.join(' ')).not.toContain('evil.example');
    expect(ancestors.join(' ')).not.toContain('*');
  });
});
