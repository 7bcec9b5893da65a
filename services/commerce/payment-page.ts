import { randomBytes } from 'node:crypto';
import { formatMoney } from '../../lib/format';

/**
 * The demo payment step: the HTML snippet the checkout answer carries (an iframe of this service's payment
 * page plus a small script that follows the payment to the order-complete page), the Swedish payment page
 * itself, and the page shown after paying. The page talks to its parent window with `postMessage`:
 * `{ type: 'glans:payment-resize', height }` and `{ type: 'glans:payment-completed', orderId, redirectUrl }`.
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
    `<iframe src="${escapeHtml(paymentUrl)}" data-glans-checkout="${escapeHtml(checkoutId)}" title="Betalning" style="width:100%;min-height:420px;border:0" loading="eager"></iframe>` +
    `<script>${script}</script></div>`
  );
}

function page(title: string, body: string, script: string, storefrontUrl: string): HtmlPage {
  const nonce = randomBytes(12).toString('base64');
  const html = `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:24px;color:#1d1d1b;background:#fbf8f3}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e6dfd3;border-radius:8px;padding:24px}
h1{font-size:1.25rem;margin:0 0 16px}
table{width:100%;border-collapse:collapse;margin-bottom:16px}
td{padding:6px 0;border-bottom:1px solid #eee8dd;vertical-align:top}
td.amount{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:0}
.note{font-size:.85rem;color:#6b6459}
button{width:100%;padding:14px;font-size:1rem;font-weight:600;color:#fff;background:#1d1d1b;border:0;border-radius:6px;cursor:pointer}
button:focus-visible{outline:3px solid #b08d57;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>`;
  const frameAncestors = ["'self'", storefrontUrl, 'http://localhost:*', 'http://127.0.0.1:*'].join(' ');
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors ${frameAncestors}`,
    },
  };
}

const RESIZE_SCRIPT = `function glansResize(){if(window.parent!==window){window.parent.postMessage({type:${scriptJson(MESSAGE_RESIZE)},height:document.documentElement.scrollHeight},'*');}}glansResize();window.addEventListener('resize',glansResize);`;

export function renderPaymentPage(summary: PaymentSummary, storefrontUrl: string): HtmlPage {
  const rows = summary.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} × ${line.quantity}</td><td class="amount">${escapeHtml(formatMoney(line.lineTotal))}</td></tr>`,
    )
    .join('\n');
  const discount =
    summary.couponTotal > 0 ? `\n<tr><td>Rabattkod</td><td class="amount">−${escapeHtml(formatMoney(summary.couponTotal))}</td></tr>` : '';
  const body = `<h1>Betalning</h1>
<table>
${rows}${discount}
<tr><td>Frakt</td><td class="amount">${escapeHtml(summary.shipping === 0 ? 'Fri frakt' : formatMoney(summary.shipping))}</td></tr>
<tr class="total"><td>Att betala</td><td class="amount">${escapeHtml(formatMoney(summary.total))}</td></tr>
</table>
<p class="note">Varav moms ${escapeHtml(formatMoney(summary.vatAmount))}. Detta är en demobetalning: inga pengar dras.</p>
<form method="post" action="/payment/${encodeURIComponent(summary.checkoutId)}/pay">
<button type="submit">Betala</button>
</form>`;
  return page('Betalning – Glans', body, RESIZE_SCRIPT, storefrontUrl);
}

/** After paying: tells the parent window (the storefront's checkout) and otherwise goes to the order-complete page itself. */
export function renderPaidPage(orderId: string, redirectUrl: string, storefrontUrl: string): HtmlPage {
  const body = `<h1>Tack för din beställning!</h1>
<p>Betalningen är genomförd. Du skickas vidare till orderbekräftelsen.</p>
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
