import { describe, expect, it } from 'vitest';
import { couponMessage, couponRetryAt } from '@/components/basket/coupon-form';
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
const tenPercent: Coupon = { code: 'GLANS10', kind: 'percent', value: 10, minimumTotal: 0, description: '10 % rabatt' };
const welcome: Coupon = { code: 'VALKOMMEN15', kind: 'percent', value: 15, minimumTotal: 500, description: '15 %', oncePerCustomer: true };

describe('why the API refused a coupon', () => {
  it('is read from the commerce service\'s own 409 messages', () => {
    expect(couponRefusal(409, couponConflict(winter, [], 395_00)!)).toEqual({ kind: 'minimum', minimum: 1000 });
    expect(couponRefusal(409, couponConflict(winter, [winter], 2000_00)!)).toEqual({ kind: 'already_applied' });
    expect(couponRefusal(409, couponConflict(winter, [], 0)!)).toEqual({ kind: 'needs_items' });
    expect(couponRefusal(409, couponConflict(winter, [tenPercent], 2000_00)!)).toEqual({ kind: 'not_combinable' });
    expect(couponRefusal(409, couponConflict(welcome, [], 2000_00, { uses: 0, usedByCustomer: true })!)).toEqual({ kind: 'already_used' });
    expect(couponRefusal(409, couponConflict({ ...winter, maxUses: 1 }, [], 2000_00, { uses: 1, usedByCustomer: false })!)).toEqual({
      kind: 'used_up',
    });
  });

  it('is "too many tries" for a 429, with its Retry-After when there is one', () => {
    expect(couponRefusal(429, 'Too many wrong coupon codes; try again in 42 seconds', 42)).toEqual({ kind: 'too_many_tries', retryAfterSeconds: 42 });
    expect(couponRefusal(429, '')).toEqual({ kind: 'too_many_tries', retryAfterSeconds: null });
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
    expect(couponMessage(texts, { status: 409, refusal: { kind: 'not_combinable' } })).toBe(
      'Rabattkoden kan inte kombineras med rabattkoden du redan har använt. Ta bort den först om du vill byta.',
    );
    expect(couponMessage(texts, { status: 409, refusal: { kind: 'already_used' } })).toBe('Rabattkoden gäller en gång per kund och har redan använts.');
    expect(couponMessage(texts, { status: 409, refusal: { kind: 'used_up' } })).toBe('Rabattkoden har tyvärr tagit slut.');
    expect(couponMessage(texts, { status: 429, refusal: { kind: 'too_many_tries', retryAfterSeconds: 30 } })).toMatch(/Försök igen om en stund\.$/);
    expect(couponMessage(texts, { status: 429 })).toMatch(/Försök igen om en stund\.$/);
  });

  it('keeps the form from sending again until Retry-After has passed', () => {
    expect(couponRetryAt({ status: 429, refusal: { kind: 'too_many_tries', retryAfterSeconds: 42 } }, 1_000)).toBe(43_000);
    expect(couponRetryAt({ status: 429, refusal: { kind: 'too_many_tries', retryAfterSeconds: null } }, 1_000)).toBe(31_000);
    expect(couponRetryAt({ status: 404 }, 1_000)).toBe(0);
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

  it('comes through the basket store with the API\'s Retry-After for a 429', async () => {
    const { store } = bench((request) => {
      if (request.path.endsWith('/coupon/GISSNING')) {
        const answer = json(429, { message: 'Too many wrong coupon codes; try again in 57 seconds', status: 429, retryAfter: 57 });
        answer.headers.set('retry-after', '57');
        return answer;
      }
      if (request.path.endsWith('/GetRelatedProducts')) return json(200, []);
      return json(200, basket([item()]));
    }, { basketId: 'b1', userId: 'u1' });
    await store.getState().init();
    expect(await store.getState().addCoupon('GISSNING')).toEqual({ status: 429, refusal: { kind: 'too_many_tries', retryAfterSeconds: 57 } });
  });
});
