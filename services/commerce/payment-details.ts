import type { PaymentMethod } from '../../lib/commerce/types';
import { deliveryOption, type DeliveryOptionId } from './delivery-options';

/**
 * What the demo payment step asks of the shopper, as a payment provider's checkout does (Klarna, Svea,
 * Walley …): an e-mail address for the confirmation, the delivery address (name, street, Swedish postcode,
 * town), an optional phone number, the delivery option (delivery-options.ts), the payment method and the
 * acceptance of the shop's terms (köpvillkor), without which nothing is paid. The words are the provider's
 * own (Swedish), not the shop's dictionary: the step is the provider's page framed by the shop.
 */

/** The value the terms checkbox sends (a JSON caller may send `true`). */
export const TERMS_ACCEPTED = 'ja';

export const PAYMENT_METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'kort', label: 'Kort' },
  { value: 'swish', label: 'Swish' },
  { value: 'faktura', label: 'Faktura' },
];

export interface PaymentDetails {
  email: string;
  name: string;
  street: string;
  /** `NNN NN`. */
  postcode: string;
  town: string;
  phone: string | null;
  paymentMethod: PaymentMethod;
  /** An id of the service's own table; its fee is the service's, never the request's. */
  delivery: DeliveryOptionId;
  /** Always true: a payment without the acceptance is refused. */
  termsAccepted: true;
}

export type PaymentField = 'email' | 'name' | 'street' | 'postcode' | 'town' | 'phone' | 'delivery' | 'paymentMethod' | 'acceptTerms';

/** The fields in the order the form shows them (the first with an error gets the focus). */
export const PAYMENT_FIELDS: readonly PaymentField[] = [
  'email',
  'name',
  'street',
  'postcode',
  'town',
  'phone',
  'delivery',
  'paymentMethod',
  'acceptTerms',
];

/** The fields whose value is typed text (the others are a choice). */
type TextField = Exclude<PaymentField, 'delivery' | 'paymentMethod' | 'acceptTerms'>;

function isTextField(field: PaymentField): field is TextField {
  return field !== 'delivery' && field !== 'paymentMethod' && field !== 'acceptTerms';
}

/** What the shopper typed, as typed (shown again beside the messages). */
export type PaymentInput = Partial<Record<PaymentField, string>>;

export type PaymentErrors = Partial<Record<PaymentField, string>>;

export type PaymentCheck = { ok: true; details: PaymentDetails } | { ok: false; errors: PaymentErrors; input: PaymentInput };

const LIMITS: Record<TextField, number> = { email: 254, name: 100, street: 100, postcode: 10, town: 60, phone: 20 };

const MISSING: Record<PaymentField, string> = {
  email: 'Fyll i din e-postadress.',
  name: 'Fyll i ditt namn.',
  street: 'Fyll i din gatuadress.',
  postcode: 'Fyll i ditt postnummer.',
  town: 'Fyll i din ort.',
  phone: '',
  delivery: 'Välj hur du vill få din leverans.',
  paymentMethod: 'Välj hur du vill betala.',
  acceptTerms: 'Du behöver godkänna köpvillkoren för att kunna betala.',
};

const TOO_LONG = 'Texten är för lång.';
/**
 * An address a mail server takes: the HTML standard's valid e-mail address (what `<input type=email>`
 * accepts), with a domain of dot-separated labels ending in a top-level domain of letters. Nothing else: no
 * angle brackets, quotes, spaces or a bare host.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** Swedish postcodes are five digits, the first never 0 (100 00–984 99), written `NNN NN`. */
const POSTCODE_PATTERN = /^[1-9]\d{2} ?\d{2}$/;
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** The input from a form post (`application/x-www-form-urlencoded`) or a JSON object. */
export function paymentInput(source: URLSearchParams | Record<string, unknown>): PaymentInput {
  const get = (field: PaymentField) => (source instanceof URLSearchParams ? source.get(field) : source[field]);
  return Object.fromEntries(
    PAYMENT_FIELDS.map((field) => [field, field === 'acceptTerms' && get(field) === true ? TERMS_ACCEPTED : text(get(field))]),
  );
}

/** Checks the input: the details, or a Swedish message for every field missing or wrong. */
export function checkPaymentInput(input: PaymentInput): PaymentCheck {
  const errors: PaymentErrors = {};
  const value = (field: PaymentField) => input[field] ?? '';
  for (const field of PAYMENT_FIELDS) {
    if (field !== 'phone' && value(field) === '') errors[field] = MISSING[field];
    else if (isTextField(field) && value(field).length > LIMITS[field]) errors[field] = TOO_LONG;
  }
  if (!errors.email && !EMAIL_PATTERN.test(value('email'))) errors.email = 'Skriv e-postadressen som namn@exempel.se.';
  if (!errors.postcode && !POSTCODE_PATTERN.test(value('postcode'))) errors.postcode = 'Skriv postnumret med fem siffror, till exempel 114 55.';
  const phoneDigits = value('phone').replace(/\D/g, '');
  if (!errors.phone && value('phone') !== '' && (!PHONE_PATTERN.test(value('phone')) || phoneDigits.length < 7 || phoneDigits.length > 15)) {
    errors.phone = 'Skriv telefonnumret med siffror, till exempel 070-123 45 67.';
  }
  const method = PAYMENT_METHODS.find((candidate) => candidate.value === value('paymentMethod'));
  if (!errors.paymentMethod && !method) errors.paymentMethod = MISSING.paymentMethod;
  const delivery = deliveryOption(value('delivery'));
  if (!errors.delivery && !delivery) errors.delivery = MISSING.delivery;
  if (!errors.acceptTerms && value('acceptTerms') !== TERMS_ACCEPTED) errors.acceptTerms = MISSING.acceptTerms;
  if (Object.keys(errors).length > 0 || !method || !delivery) return { ok: false, errors, input };
  const digits = value('postcode').replace(' ', '');
  return {
    ok: true,
    details: {
      email: value('email'),
      name: value('name'),
      street: value('street'),
      postcode: `${digits.slice(0, 3)} ${digits.slice(3)}`,
      town: value('town'),
      phone: value('phone') === '' ? null : value('phone'),
      paymentMethod: method.value,
      delivery: delivery.id,
      termsAccepted: true,
    },
  };
}
