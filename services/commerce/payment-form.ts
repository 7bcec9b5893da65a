import { formatMoney } from '../../lib/format';
import { PAYMENT_FIELDS, PAYMENT_METHODS, TERMS_ACCEPTED, type PaymentErrors, type PaymentField, type PaymentInput } from './payment-details';

/**
 * The payment step's form: a plain HTML form that works without JavaScript. The service checks it when it
 * is posted and shows it again with the shopper's values and a message under every field missing or wrong
 * (`aria-invalid`, `aria-describedby`), the first of them focused. The inputs carry the autocomplete tokens
 * browsers fill an address from; the postcode and town share a row. The delivery options show their fee for
 * this basket and their delivery time, the default one chosen; the amount to pay below them follows the
 * choice (a script; without it, each option's fee is beside it). The terms checkbox is ticked only by the
 * shopper and links to the storefront's terms page (opened beside the payment, which stays as filled in).
 */

/** A delivery option as the form offers it: its fee for this basket and the total with it, SEK. */
export interface DeliveryChoice {
  id: string;
  label: string;
  estimate: string;
  fee: number;
  total: number;
  /** The VAT the total with this option holds, SEK. */
  vat: number;
}

/** What the form offers besides the typed fields. */
export interface PaymentChoices {
  delivery: DeliveryChoice[];
  /** The option chosen when the shopper has chosen none yet. */
  defaultDelivery: string;
  /** The storefront's terms page (its slug from the content). */
  termsUrl: string;
}

export const FORM_STYLES = `form{display:grid;gap:14px}
.field{display:grid;gap:4px;min-width:0}
.row{display:grid;grid-template-columns:minmax(0,7rem) minmax(0,1fr);gap:12px}
label,legend{font-size:.875rem;font-weight:600}
.optional{font-weight:400;color:#6b6258}
input[type=text],input[type=email],input[type=tel]{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;font:inherit;color:inherit;background:#fff;border:1px solid #8a8075;border-radius:10px}
input:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
input[aria-invalid=true]{border-color:#b42318}
fieldset{margin:0;padding:0;border:0;min-width:0}
legend{padding:0;margin-bottom:6px}
.methods{display:flex;flex-wrap:wrap;gap:8px}
.method{display:flex;align-items:center;gap:8px;min-height:44px;padding:0 14px;border:1px solid #8a8075;border-radius:10px;font-weight:500;cursor:pointer}
.method input{margin:0;width:18px;height:18px;accent-color:#1c1916}
.deliveries{display:grid;gap:8px}
.delivery{display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:10px;min-height:44px;padding:8px 14px;border:1px solid #8a8075;border-radius:10px;cursor:pointer}
.delivery input,.terms input{margin:0;width:18px;height:18px;accent-color:#1c1916}
.delivery .estimate{display:block;font-size:.875rem;color:#6b6258}
.delivery .fee{font-variant-numeric:tabular-nums;white-space:nowrap}
.terms{display:flex;align-items:flex-start;gap:10px;font-weight:500}
.terms input{flex:none;margin-top:3px}
.pay-total{display:flex;justify-content:space-between;margin:0;font-size:1.125rem;font-weight:600}
.error{margin:0;font-size:.875rem;color:#b42318}
.summary-error{margin:0;padding:10px 12px;border-radius:10px;background:#fdecea;color:#7a1a10;font-size:.875rem}`;

interface FieldSpec {
  label: string;
  type: 'text' | 'email' | 'tel';
  autocomplete: string;
  inputmode?: string;
  optional?: boolean;
}

type TextField = Exclude<PaymentField, 'delivery' | 'paymentMethod' | 'acceptTerms'>;

const FIELDS: Record<TextField, FieldSpec> = {
  email: { label: 'E-postadress', type: 'email', autocomplete: 'email' },
  name: { label: 'För- och efternamn', type: 'text', autocomplete: 'name' },
  street: { label: 'Gatuadress', type: 'text', autocomplete: 'street-address' },
  postcode: { label: 'Postnummer', type: 'text', autocomplete: 'postal-code', inputmode: 'numeric' },
  town: { label: 'Ort', type: 'text', autocomplete: 'address-level2' },
  phone: { label: 'Mobilnummer', type: 'tel', autocomplete: 'tel', optional: true },
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function describedBy(field: PaymentField, errors: PaymentErrors): string {
  return errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
}

function errorText(field: PaymentField, errors: PaymentErrors): string {
  const message = errors[field];
  return message ? `<p class="error" id="${field}-error">${escape(message)}</p>` : '';
}

function input(field: TextField, values: PaymentInput, errors: PaymentErrors): string {
  const spec = FIELDS[field];
  const optional = spec.optional ? ' <span class="optional">(valfritt)</span>' : '';
  const required = spec.optional ? '' : ' required';
  const inputmode = spec.inputmode ? ` inputmode="${spec.inputmode}"` : '';
  return (
    `<div class="field"><label for="${field}">${spec.label}${optional}</label>` +
    `<input id="${field}" name="${field}" type="${spec.type}" autocomplete="${spec.autocomplete}"${inputmode}${required} value="${escape(values[field] ?? '')}"${describedBy(field, errors)}>` +
    `${errorText(field, errors)}</div>`
  );
}

function methods(values: PaymentInput, errors: PaymentErrors): string {
  const options = PAYMENT_METHODS.map(
    (method) =>
      `<label class="method"><input type="radio" name="paymentMethod" value="${method.value}"${values.paymentMethod === method.value ? ' checked' : ''} required${errors.paymentMethod ? ' aria-invalid="true"' : ''}>${method.label}</label>`,
  ).join('');
  return `<fieldset${errors.paymentMethod ? ' aria-describedby="paymentMethod-error"' : ''}><legend>Betalsätt</legend><div class="methods">${options}</div>${errorText('paymentMethod', errors)}</fieldset>`;
}

function fee(amount: number): string {
  return amount === 0 ? 'Fri frakt' : formatMoney(amount);
}

function deliveries(choices: PaymentChoices, values: PaymentInput, errors: PaymentErrors): string {
  const chosen = values.delivery || choices.defaultDelivery;
  const options = choices.delivery
    .map(
      (option) =>
        `<label class="delivery"><input type="radio" name="delivery" value="${escape(option.id)}" data-total="${escape(formatMoney(option.total))}"${chosen === option.id ? ' checked' : ''} required${errors.delivery ? ' aria-invalid="true"' : ''} data-shipping-amount="${option.fee}" data-total-amount="${option.total}" data-vat="${escape(formatMoney(option.vat))}" data-vat-amount="${option.vat}">` +
        `<span>${escape(option.label)}<span class="estimate">${escape(option.estimate)}</span></span><span class="fee">${escape(fee(option.fee))}</span></label>`,
    )
    .join('');
  return `<fieldset${errors.delivery ? ' aria-describedby="delivery-error"' : ''}><legend>Leveranssätt</legend><div class="deliveries">${options}</div>${errorText('delivery', errors)}</fieldset>`;
}

function terms(choices: PaymentChoices, values: PaymentInput, errors: PaymentErrors): string {
  const checked = values.acceptTerms === TERMS_ACCEPTED ? ' checked' : '';
  return (
    `<div class="field"><label class="terms"><input type="checkbox" id="acceptTerms" name="acceptTerms" value="${TERMS_ACCEPTED}"${checked} required${describedBy('acceptTerms', errors)}>` +
    `<span>Jag godkänner <a href="${escape(choices.termsUrl)}" target="_blank" rel="noopener">köpvillkoren</a></span></label>${errorText('acceptTerms', errors)}</div>`
  );
}

function payTotal(choices: PaymentChoices, values: PaymentInput): string {
  const chosen = choices.delivery.find((option) => option.id === values.delivery) ??
    choices.delivery.find((option) => option.id === choices.defaultDelivery);
  return chosen ? `<p class="pay-total" aria-live="polite"><span>Att betala</span><span id="pay-total">${escape(formatMoney(chosen.total))}</span></p>` : '';
}

/** The first field with an error: the one the page focuses. */
export function firstInvalid(errors: PaymentErrors): PaymentField | undefined {
  return PAYMENT_FIELDS.find((field) => errors[field]);
}

/** Keeps the amount to pay with the delivery option chosen. */
/** The message telling the storefront's checkout the chosen delivery's shipping and total, in kronor. */
export const MESSAGE_DELIVERY = 'glans:payment-delivery';

/**
 * Keeps "Att betala" on the chosen option and tells the parent the option's shipping and total (on load and on
 * each change), so the checkout's own summary shows the same amount as the step.
 */
export const DELIVERY_SCRIPT = `function glansDelivery(t){if(!t||!t.dataset.total)return;var p=document.getElementById('pay-total');if(p){p.textContent=t.dataset.total;}var v=document.getElementById('pay-vat');if(v&&t.dataset.vat){v.textContent=t.dataset.vat;}if(window.parent!==window){window.parent.postMessage({type:${JSON.stringify(MESSAGE_DELIVERY)},shipping:Number(t.dataset.shippingAmount),total:Number(t.dataset.totalAmount),vat:Number(t.dataset.vatAmount)},'*');}}document.addEventListener('change',function(e){var t=e.target;if(t&&t.name==='delivery'){glansDelivery(t);}});glansDelivery(document.querySelector('input[name="delivery"]:checked'));`;

/**
 * The form. `novalidate`: the service's own Swedish messages stand for the browser's bubbles, which would
 * speak the browser's language; `required` still tells assistive technology which fields must be filled.
 */
export function paymentForm(action: string, choices: PaymentChoices, values: PaymentInput, errors: PaymentErrors): string {
  const count = Object.keys(errors).length;
  const summary =
    count > 0
      ? `<p class="summary-error" role="alert">${count === 1 ? 'Ett fält behöver rättas' : `${count} fält behöver rättas`} innan du kan betala.</p>`
      : '';
  return `<form method="post" action="${escape(action)}" novalidate>
${summary}
${input('email', values, errors)}
${input('name', values, errors)}
${input('street', values, errors)}
<div class="row">${input('postcode', values, errors)}${input('town', values, errors)}</div>
${input('phone', values, errors)}
${deliveries(choices, values, errors)}
${methods(values, errors)}
${terms(choices, values, errors)}
${payTotal(choices, values)}
<button type="submit">Betala</button>
</form>`;
}
