import { describe, expect, it } from 'vitest';
import { paymentSnippet, renderPaidPage, renderPaymentPage } from '@/services/commerce/payment-page';

/** The demo payment step looks like part of the shop (issue 25): its font, one heading, no empty band. */

const summary = {
  checkoutId: 'c1',
  lines: [{ name: 'Ring Ängsull, silver, 15 mm', quantity: 2, lineTotal: 3390 }],
  couponTotal: 0,
  shipping: 0,
  total: 3390,
  vatAmount: 678,
  choices: {
    delivery: [
      { id: 'ombud', label: 'PostNord, hämta hos ombud', estimate: '1–3 arbetsdagar', fee: 0, total: 3390, vat: 678 },
      { id: 'hemleverans', label: 'PostNord, hemleverans', estimate: '1–2 arbetsdagar', fee: 79, total: 3469, vat: 693.8 },
    ],
    defaultDelivery: 'ombud',
    termsUrl: 'http://localhost:3000/kopvillkor/',
  },
};

describe('the demo payment page', () => {
  const page = renderPaymentPage(summary, 'http://localhost:3000');

  it("is set in the shop's font, allowed by its policy", () => {
    expect(page.html).toMatch(/@font-face\{font-family:Inter;src:url\(data:font\/woff2;base64,[A-Za-z0-9+/=]{1000,}\)/);
    expect(page.headers['content-security-policy']).toContain('font-src data:');
  });

  it('leaves the heading to the checkout around it, showing its own only outside a frame', () => {
    expect(page.html).toContain('<h1 class="framed-hidden">Betalning</h1>');
    expect(page.html).toContain('.framed-hidden{display:none}');
    expect(page.html).toContain("if(window.parent===window){document.documentElement.classList.add('standalone');}");
  });

  it("keeps a line's quantity under its name, so the name wraps less on a phone", () => {
    expect(page.html).toContain('Ring Ängsull, silver, 15 mm<span class="qty">2 st</span>');
  });

  it('asks for a frame as tall as its content, and the snippet sets no minimum that would leave a band', () => {
    expect(page.html).toContain('height:Math.ceil(document.body.getBoundingClientRect().height)');
    const snippet = paymentSnippet('http://127.0.0.1:7403/payment/c1', 'c1', 'orderbekraftelse');
    expect(snippet).not.toContain('min-height');
  });

  it('offers the delivery options with their fee and time, and an unticked acceptance linked to the terms page', () => {
    expect(page.html).toContain('<legend>Leveranssätt</legend>');
    expect(page.html).toMatch(/name="delivery" value="ombud" data-total="3\D390\Dkr" checked/);
    expect(page.html).toMatch(/PostNord, hemleverans<span class="estimate">1–2 arbetsdagar<\/span><\/span><span class="fee">79\Dkr<\/span>/);
    expect(page.html).toMatch(/<input type="checkbox" id="acceptTerms" name="acceptTerms" value="ja" required>/);
    expect(page.html).toContain('<a href="http://localhost:3000/kopvillkor/" target="_blank" rel="noopener">köpvillkoren</a>');
  });

  it("carries each option's VAT, so the summary's VAT line follows the chosen delivery", () => {
    expect(page.html).toMatch(/value="hemleverans"[^>]* data-vat="693,80\Dkr" data-vat-amount="693.8"/);
    expect(page.html).toContain('Varav moms <span id="pay-vat">');
  });

  it('thanks the shopper in the same look after paying, with the order number to quote', () => {
    const paid = renderPaidPage(
      { orderId: 'o1', orderNumber: 'GL-100008' },
      'http://localhost:3000/orderbekraftelse/?orderId=o1',
      'http://localhost:3000',
    );
    expect(paid.html).toContain('font-family:Inter');
    expect(paid.html).toContain('Ditt ordernummer är <strong>GL-100008</strong>');
  });
});
