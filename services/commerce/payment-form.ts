import { PAYMENT_FIELDS, PAYMENT_METHODS, type PaymentErrors, type PaymentField, type PaymentInput } from './payment-details';

/**
 * The payment step's form: a plain HTML form that works without JavaScript. The service checks it when it
 * is posted and shows it again with the shopper's values and a message under every field missing or wrong
 * (`aria-invalid`, `aria-describedby`), the first of them focused. The inputs carry the autocomplete tokens
 * browsers fill an address from; the postcode and town share a row.
 */

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
.error{margin:0;font-size:.875rem;color:#b42318}
.summary-error{margin:0;padding:10px 12px;border-radius:10px;background:#fdecea;color:#7a1a10;font-size:.875rem}`;

interface FieldSpec {
  label: string;
  type: 'text' | 'email' | 'tel';
  autocomplete: string;
  inputmode?: string;
  optional?: boolean;
}

const FIELDS: Record<Exclude<PaymentField, 'paymentMethod'>, FieldSpec> = {
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

function input(field: Exclude<PaymentField, 'paymentMethod'>, values: PaymentInput, errors: PaymentErrors): string {
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

/** The first field with an error: the one the page focuses. */
export function firstInvalid(errors: PaymentErrors): PaymentField | undefined {
  return PAYMENT_FIELDS.find((field) => errors[field]);
}

/**
 * The form. `novalidate`: the service's own Swedish messages stand for the browser's bubbles, which would
 * speak the browser's language; `required` still tells assistive technology which fields must be filled.
 */
export function paymentForm(action: string, values: PaymentInput, errors: PaymentErrors): string {
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
${methods(values, errors)}
<button type="submit">Betala</button>
</form>`;
}
