import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Order } from '../../lib/commerce/types';
import { formatMoney } from '../../lib/format';
import type { PaymentErrors, PaymentInput } from './payment-details';
import { DELIVERY_SCRIPT, firstInvalid, FORM_STYLES, paymentForm, type PaymentChoices } from './payment-form';

/**
 * The demo payment step: the HTML snippet the checkout answer carries (an iframe of this service's payment
 * page plus a small script that follows the payment to the order-complete page), the Swedish payment page
 * itself, and the page shown after paying. The page talks to its parent window with `postMessage`:
 * `{ type: 'glans:payment-resize', height }`, `{ type: 'glans:payment-delivery', shipping, total, vat }` and `{ type: 'glans:payment-completed', orderId, redirectUrl }`.
 */

export const MESSAGE_RESIZE = 'glans:payment-resize';
export const MESSAGE_COMPLETED = 'glans:payment-completed';

export interface PaymentLine {
  name: string;
  quantity: number;
  lineTotal: number;
}

export interface PaymentSummary {
  checkoutId: string;
  lines: PaymentLine[];
  /** Coupon discounts (line totals already include item discounts), SEK. */
  couponTotal: number;
  shipping: number;
  total: number;
  vatAmount: number;
  /** The delivery options with their fee for this basket, and the terms page. */
  choices: PaymentChoices;
}

export interface HtmlPage {
  html: string;
  headers: Record<string, string>;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON safe inside an inline script. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The snippet of the checkout answer. It sends the shopper to `/{completedSlug}/?orderId=` on the page's own origin. */
export function paymentSnippet(paymentUrl: string, checkoutId: string, completedSlug: string): string {
  const origin = new URL(paymentUrl).origin;
  const script =
    `(function(){var o=${scriptJson(origin)},id=${scriptJson(checkoutId)},p=${scriptJson(`/${completedSlug}/?orderId=`)};` +
    `window.addEventListener('message',function(e){if(e.origin!==o||!e.data||typeof e.data!=='object')return;` +
    `var f=document.querySelector('iframe[data-glans-checkout="'+id+'"]');` +
    `if(e.data.type===${scriptJson(MESSAGE_RESIZE)}&&f&&typeof e.data.height==='number'){f.style.height=Math.min(Math.max(e.data.height,200),2000)+'px';}` +
    `if(e.data.type===${scriptJson(MESSAGE_COMPLETED)}&&typeof e.data.orderId==='string'){window.location.assign(p+encodeURIComponent(e.data.orderId));}});})();`;
  return (
    `<div class="glans-payment" data-checkout-id="${escapeHtml(checkoutId)}">` +
    `<iframe src="${escapeHtml(paymentUrl)}" data-glans-checkout="${escapeHtml(checkoutId)}" title="Betalning" style="display:block;width:100%;height:320px;border:0" loading="eager"></iframe>` +
    `<script>${script}</script></div>`
  );
}

/**
 * The shop's body font (the storefront's own file, cut to a Swedish shop's characters, 26 KB), inlined: the
 * page is on the commerce service's origin and is framed by the shop, so it looks like the shop's own step.
 * Without the file the page falls back to the system font.
 */
let fontFace: string | null = null;
function shopFontFace(): string {
  if (fontFace !== null) return fontFace;
  try {
    const font = readFileSync(new URL('../../app/fonts/inter-sv-wght.woff2', import.meta.url)).toString('base64');
    fontFace = `@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:400 700;font-display:swap}`;
  } catch {
    fontFace = '';
  }
  return fontFace;
}

// The shop's colours and shapes (app/globals.css): paper, ink, lines, the pill button. The page is drawn
// on the frame's own background (transparent), with no card of its own: the checkout's section is the card.
const STYLES = `html,body{background:transparent}
body{font-family:Inter,system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:0 0 4px;color:#1c1916;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
main{max-width:560px}
.standalone body{padding:24px;background:#fbf8f3}
.standalone main{margin:0 auto;padding:24px;background:#fff;border:1px solid #e2d8ca;border-radius:18px}
h1{font-size:1.375rem;font-weight:600;margin:0 0 16px}
.framed-hidden{display:none}
.standalone .framed-hidden{display:block}
table{width:100%;border-collapse:collapse;margin:0 0 12px}
td{padding:10px 0;border-bottom:1px solid #e2d8ca;vertical-align:top}
td.amount{padding-left:16px;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.qty{display:block;font-size:.875rem;color:#6b6258}
tr.total td{padding-top:14px;font-size:1.125rem;font-weight:600;border-bottom:0}
.note{margin:0 0 16px;font-size:.875rem;color:#6b6258}
.note.demo{margin:12px 0 0}
.standalone table.framed-hidden{display:table}
button{display:block;width:100%;min-height:46px;padding:12px 24px;font:inherit;font-size:.875rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#fbf8f3;background:#1c1916;border:1px solid #1c1916;border-radius:999px;cursor:pointer}
button:hover{background:#3d3731}
button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
a{color:#1c1916}
${FORM_STYLES}`;

// Outside a frame (opened on its own) the page draws its own card and heading.
const FRAME_SCRIPT = `if(window.parent===window){document.documentElement.classList.add('standalone');}`;

function page(title: string, body: string, script: string, storefrontUrl: string): HtmlPage {
  const nonce = randomBytes(12).toString('base64');
  const html = `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<script nonce="${nonce}">${FRAME_SCRIPT}</script>
<style>${shopFontFace()}
${STYLES}</style>
</head>
<body>
<main>
${body}
</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>`;
  // Only the configured storefront may frame the page (and the page itself, for its own redirect): never a
  // site named by the request, and no catch-all for localhost.
  const frameAncestors = ["'self'", new URL(storefrontUrl).origin].join(' ');
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; font-src data:; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors ${frameAncestors}`,
    },
  };
}

// The frame is as tall as the page's content (the body's own height: the document's scroll height is
// never less than the frame's current height, so it could grow but never shrink).
const RESIZE_SCRIPT = `function glansResize(){if(window.parent!==window){window.parent.postMessage({type:${scriptJson(MESSAGE_RESIZE)},height:Math.ceil(document.body.getBoundingClientRect().height)},'*');}}glansResize();window.addEventListener('resize',glansResize);if(document.fonts){document.fonts.ready.then(glansResize);}`;

/** The form as the shopper last sent it: the values typed and a message per field missing or wrong. */
export interface PaymentFormState {
  values: PaymentInput;
  errors: PaymentErrors;
}

export function renderPaymentPage(summary: PaymentSummary, storefrontUrl: string, form: PaymentFormState = { values: {}, errors: {} }): HtmlPage {
  const rows = summary.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}<span class="qty">${line.quantity} st</span></td><td class="amount">${escapeHtml(formatMoney(line.lineTotal))}</td></tr>`,
    )
    .join('\n');
  const discount =
    summary.couponTotal > 0 ? `\n<tr><td>Rabattkod</td><td class="amount">−${escapeHtml(formatMoney(summary.couponTotal))}</td></tr>` : '';
  // Framed, the checkout around the page shows the heading "Betalning", the lines and the totals; the page
  // shows its own only when it is opened on its own, so the shopper reads them once.
  const body = `<h1 class="framed-hidden">Betalning</h1>
<table class="framed-hidden">
${rows}${discount}
<tr><td>Frakt</td><td class="amount">${escapeHtml(summary.shipping === 0 ? 'Fri frakt' : formatMoney(summary.shipping))}</td></tr>
<tr class="total"><td>Att betala</td><td class="amount">${escapeHtml(formatMoney(summary.total))}</td></tr>
</table>
<p class="note framed-hidden">Varav moms <span id="pay-vat">${escapeHtml(formatMoney(summary.vatAmount))}</span>.</p>
${paymentForm(`/payment/${encodeURIComponent(summary.checkoutId)}/pay`, summary.choices, form.values, form.errors)}
<p class="note demo">Detta är en demobetalning: inga pengar dras.</p>`;
  const invalid = firstInvalid(form.errors);
  // The first field to correct gets the focus (a radio group's first option for a choice).
  const selector = invalid === 'paymentMethod' || invalid === 'delivery' ? `input[name=${invalid}]` : `#${invalid}`;
  const focus = invalid ? `(function(){var f=document.querySelector(${scriptJson(selector)});if(f){f.focus();}})();` : '';
  return page('Betalning – Glans', body, `${RESIZE_SCRIPT}${DELIVERY_SCRIPT}${focus}`, storefrontUrl);
}

/** After paying: tells the parent window (the storefront's checkout) and otherwise goes to the order-complete page itself. */
export function renderPaidPage(order: Pick<Order, 'orderId' | 'orderNumber'>, redirectUrl: string, storefrontUrl: string): HtmlPage {
  const { orderId } = order;
  const body = `<h1>Tack för din beställning!</h1>
<p>Betalningen är genomförd. Ditt ordernummer är <strong>${escapeHtml(order.orderNumber ?? orderId)}</strong>. Du skickas vidare till orderbekräftelsen.</p>
<p><a href="${escapeHtml(redirectUrl)}" target="_top">Gå till orderbekräftelsen</a></p>`;
  const script =
    `${RESIZE_SCRIPT}(function(){var id=${scriptJson(orderId)},u=${scriptJson(redirectUrl)};` +
    `if(window.parent!==window){window.parent.postMessage({type:${scriptJson(MESSAGE_COMPLETED)},orderId:id,redirectUrl:u},'*');}` +
    `else{window.location.replace(u);}})();`;
  return page('Tack för din beställning – Glans', body, script, storefrontUrl);
}

export function renderPaymentError(message: string, storefrontUrl: string): HtmlPage {
  const body = `<h1>Betalningen kunde inte genomföras</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(storefrontUrl)}/" target="_top">Till butiken</a></p>`;
  return page('Betalningen kunde inte genomföras – Glans', body, RESIZE_SCRIPT, storefrontUrl);
}
