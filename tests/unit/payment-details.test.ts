import { describe, expect, it } from 'vitest';
import { checkPaymentInput, paymentInput } from '@/services/commerce/payment-details';
import { couponAmounts, wholeKronor } from '@/services/commerce/coupon-rules';

/**
 * The demo payment step's checks (issue 32, item 5; the delivery option and the terms acceptance: issue 51,
 * item 4) and the coupon rounding (issue 32, item 7).
 */

const good = {
  email: 'anna@example.se',
  name: 'Anna Svensson',
  street: 'Storgatan 1',
  postcode: '114 55',
  town: 'Stockholm',
  delivery: 'hemleverans',
  paymentMethod: 'faktura',
  acceptTerms: 'ja',
};
/** What the check returns for `good`: the acceptance becomes `termsAccepted`. */
const details = { email: good.email, name: good.name, street: good.street, postcode: good.postcode, town: good.town, delivery: good.delivery, paymentMethod: good.paymentMethod };

describe("the payment step's details", () => {
  it('takes a complete form, the postcode written NNN NN and an empty phone as none', () => {
    const checked = checkPaymentInput(paymentInput(new URLSearchParams({ ...good, postcode: '11455', phone: ' ' })));
    expect(checked).toEqual({ ok: true, details: { ...details, phone: null, termsAccepted: true } });
  });

  it("takes a JSON caller's acceptance sent as true", () => {
    expect(checkPaymentInput(paymentInput({ ...good, acceptTerms: true })).ok).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['anything but the checkbox value', 'nej'],
  ])('refuses a payment whose terms acceptance is %s, with the message at the field', (_case, acceptTerms) => {
    const checked = checkPaymentInput(paymentInput({ ...good, acceptTerms }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ acceptTerms: 'Du behöver godkänna köpvillkoren för att kunna betala.' });
  });

  it.each(['', 'express', 'OMBUD', 'ombud '.repeat(50)])('refuses the delivery option "%s" (only the service\'s own)', (delivery) => {
    const checked = checkPaymentInput(paymentInput({ ...good, delivery }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ delivery: 'Välj hur du vill få din leverans.' });
  });

  it.each(['anna.svensson+glans@example.co.uk', "o'brien@mail.example.se", 'ANNA@EXAMPLE.SE'])('takes the e-mail address %s', (email) => {
    expect(checkPaymentInput(paymentInput({ ...good, email })).ok).toBe(true);
  });

  it('names every field missing, but not the optional phone', () => {
    const checked = checkPaymentInput(paymentInput({}));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(['email', 'name', 'street', 'postcode', 'town', 'delivery', 'paymentMethod', 'acceptTerms']);
    expect(checked.errors.email).toBe('Fyll i din e-postadress.');
  });

  it.each([
    ['postcode', '1145', 'Skriv postnumret med fem siffror, till exempel 114 55.'],
    ['postcode', '011 55', 'Skriv postnumret med fem siffror, till exempel 114 55.'],
    ['postcode', 'SE-114 55', 'Skriv postnumret med fem siffror, till exempel 114 55.'],
    ['email', 'anna@example', 'Skriv e-postadressen som namn@exempel.se.'],
    ['email', 'a@b.c<script>', 'Skriv e-postadressen som namn@exempel.se.'],
    ['email', '"anna"@example.se', 'Skriv e-postadressen som namn@exempel.se.'],
    ['email', 'anna@exam ple.se', 'Skriv e-postadressen som namn@exempel.se.'],
    ['email', 'anna@-example.se', 'Skriv e-postadressen som namn@exempel.se.'],
    ['email', 'anna@example.s', 'Skriv e-postadressen som namn@exempel.se.'],
    ['phone', '12', 'Skriv telefonnumret med siffror, till exempel 070-123 45 67.'],
    ['phone', 'ring mig', 'Skriv telefonnumret med siffror, till exempel 070-123 45 67.'],
    ['paymentMethod', 'bitcoin', 'Välj hur du vill betala.'],
  ])('refuses %s "%s" with its own message', (field, value, message) => {
    const checked = checkPaymentInput(paymentInput({ ...good, [field]: value }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ [field]: message });
  });
});

describe('coupon amounts in whole kronor', () => {
  const percent = (value: number) => ({ code: 'X', kind: 'percent' as const, value, minimumTotal: 0, description: '' });

  it('rounds a percentage to the nearest krona, half a krona up', () => {
    expect(wholeKronor(34_390)).toBe(34_400);
    expect(couponAmounts([percent(10)], 343_900)[0]!.amountOre).toBe(34_400);
    expect(couponAmounts([percent(10)], 46_500)[0]!.amountOre).toBe(4_700);
    expect(couponAmounts([percent(10)], 46_400)[0]!.amountOre).toBe(4_600);
  });

  it('never gives more than the merchandise left', () => {
    const amounts = couponAmounts([{ ...percent(100), combinable: true }, { ...percent(10), combinable: true }], 10_050);
    expect(amounts.map((amount) => amount.amountOre)).toEqual([10_050, 0]);
  });
});
