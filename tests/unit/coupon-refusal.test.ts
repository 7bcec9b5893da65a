import { describe, expect, it } from 'vitest';
import { couponMessage } from '@/components/basket/coupon-form';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { couponRefusal } from '@/lib/commerce/coupon-refusal';
import { formatMoney } from '@/lib/format';
import { couponConflict } from '@/services/commerce/coupon-rules';
import type { Coupon } from '@/services/seed/catalogue-types';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { basket, bench, item, json } from './basket-fake-commerce';

/** A coupon refused for a reason the API knows says why, in Swedish (issue 25). */

const texts = pickBasketTexts(DICTIONARY_SV);
const winter: Coupon = { code: 'VINTER200', kind: 'fixed', value: 200, minimumTotal: 1000, description: '200 kr rabatt' };

describe('why the API refused a coupon', () => {
  it('is read from the commerce service\'s own 409 messages', () => {
    expect(couponRefusal(409, couponConflict(winter, [], 395_00)!)).toEqual({ kind: 'minimum', minimum: 1000 });
    expect(couponRefusal(409, couponConflict(winter, ['vinter200'], 2000_00)!)).toEqual({ kind: 'already_applied' });
    expect(couponRefusal(409, couponConflict(winter, [], 0)!)).toEqual({ kind: 'needs_items' });
  });

  it('is nothing for another status or an unknown message', () => {
    expect(couponRefusal(404, 'Coupon X is already applied')).toBeNull();
    expect(couponRefusal(409, 'Something else')).toBeNull();
  });

  it('becomes a Swedish sentence that says why', () => {
    expect(couponMessage(texts, { status: 409, refusal: { kind: 'minimum', minimum: 1000 } })).toBe(`Rabattkoden gäller när du handlar för minst ${formatMoney(1000)}.`);
    expect(couponMessage(texts, { status: 409, refusal: { kind: 'already_applied' } })).toBe('Rabattkoden används redan i din varukorg.');
    expect(couponMessage(texts, { status: 409, refusal: null })).toBe(texts.discountCodeConflict);
    expect(couponMessage(texts, { status: 404 })).toBe('Rabattkoden finns inte.');
  });

  it('comes through the basket store from the API\'s answer', async () => {
    const { store } = bench((request) => {
      if (request.path.endsWith('/coupon/VINTER200')) return json(409, { message: 'Coupon VINTER200 needs a basket total of at least 1000 SEK', status: 409, code: 'VINTER200' });
      if (request.path.endsWith('/GetRelatedProducts')) return json(200, []);
      return json(200, basket([item()]));
    }, { basketId: 'b1', userId: 'u1' });
    await store.getState().init();
    expect(await store.getState().addCoupon('VINTER200')).toEqual({ status: 409, refusal: { kind: 'minimum', minimum: 1000 } });
  });
});
