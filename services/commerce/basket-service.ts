import { randomUUID } from 'node:crypto';
import type { Basket, BasketIdentity, RelatedProduct } from '../../lib/commerce/types';
import { HttpError } from '../shared/http-service';
import type { CatalogueIndex, ResolvedChannel, VariantEntry } from './catalogue-index';
import { priceBasket, type PricedBasket } from './basket-pricing';
import { nextTimestamp, planLineChange, type LineChange, type StoredBasket, type StoredItem } from './basket-state';
import type { BasketStore } from './basket-store';
import { couponConflict } from './coupon-rules';
import { hasWholeOre, toOre } from './money';
import type { ChangeQuantityPayload, CreateBasketPayload, LinePayload } from './payloads';
import { relatedProducts } from './related-products';
import { LIMITS } from './settings';
import { demandByVariant, type StockShortage } from './stock-rules';
import type { StockStore } from './stock-store';

/**
 * Basket operations of spec 7.1. Each change to one basket runs alone (per-basket lock), is checked in full
 * (variants, prices, stock, limits) before anything is written, and is written atomically (one statement).
 */

/** A basket answer as sent (JSON text), with what it was priced from besides the stored basket itself. */
interface SerialisedAnswer {
  channelId: string;
  stockVersion: number;
  json: string;
}

export class BasketService {
  /**
   * The last answer per stored basket state. A `StoredBasket` is never changed in place (every change makes
   * a new one), the catalogue is fixed, and the answer also depends only on the pricing channel and the
   * stock levels (availability), so an answer is reused while those two are the same: a basket load right
   * after a change sends the change's answer again instead of pricing and serialising the basket anew.
   */
  private readonly answers = new WeakMap<StoredBasket, SerialisedAnswer>();

  constructor(
    readonly catalogue: CatalogueIndex,
    private readonly baskets: BasketStore,
    readonly stock: StockStore,
  ) {}

  /** The channel a stored basket is priced in: its own, else the request's. */
  channelOf(basket: StoredBasket, fallback: ResolvedChannel): ResolvedChannel {
    return this.catalogue.channelById(basket.salesChannelId) ?? fallback;
  }

  price(basket: StoredBasket, channel: ResolvedChannel): PricedBasket {
    return priceBasket(basket, {
      catalogue: this.catalogue,
      channel: this.channelOf(basket, channel),
      stockQuantity: (id) => this.stock.quantity(id),
    });
  }

  /** An existing basket, else 404; an ordered basket is 410 Gone (with its orderId). */
  async open(basketId: string): Promise<StoredBasket> {
    return requireOpen(await this.baskets.read(basketId), basketId);
  }

  /** The basket's answer as JSON text (what `GET /Basket` sends). */
  async getJson(basketId: string, channel: ResolvedChannel): Promise<string> {
    return this.answerJson(await this.open(basketId), channel);
  }

  /** The basket's answer (`price(…).basket`) as JSON text, reused while nothing it depends on changed. */
  answerJson(basket: StoredBasket, channel: ResolvedChannel): string {
    const channelId = this.channelOf(basket, channel).requested.id;
    const stockVersion = this.stock.version;
    const cached = this.answers.get(basket);
    if (cached && cached.channelId === channelId && cached.stockVersion === stockVersion) return cached.json;
    const json = JSON.stringify(this.price(basket, channel).basket);
    this.answers.set(basket, { channelId, stockVersion, json });
    return json;
  }

  async related(basketId: string, channel: ResolvedChannel): Promise<RelatedProduct[]> {
    const basket = await this.open(basketId);
    const entries = basket.items
      .map((item) => this.catalogue.variant(item.variantId))
      .filter((entry): entry is VariantEntry => entry !== undefined);
    return relatedProducts(entries, {
      catalogue: this.catalogue,
      channel: this.channelOf(basket, channel),
      stockQuantity: (id) => this.stock.quantity(id),
      limit: LIMITS.relatedProducts,
    });
  }

  async create(payload: CreateBasketPayload, channel: ResolvedChannel): Promise<BasketIdentity> {
    const basket = await this.insertNew(
      payload.userId ?? null,
      (payload.items ?? []).map((line) => this.lineChange(line, channel)),
      channel,
    );
    return { basketId: basket.id, userId: basket.userId };
  }

  /**
   * Sets one line's quantity (a new basket when none is named); answers the basket as saved, as JSON text
   * (what `POST /Basket/changequantity` sends), priced under the basket's lock.
   */
  async changeQuantityJson(payload: ChangeQuantityPayload, channel: ResolvedChannel): Promise<string> {
    const change = this.lineChange(payload, channel);
    if (!payload.basketId) return this.answerJson(await this.insertNew(payload.userId ?? null, [change], channel), channel);
    const basketId = payload.basketId;
    return this.baskets.locked(basketId, async (current) => {
      const basket = requireOpen(current, basketId);
      const { items, mutation } = this.planChange(basket.items, change);
      this.checkStock(basket.items, items);
      const next: StoredBasket = { ...basket, items, salesChannelId: channel.requested.id, updatedAt: nextTimestamp(basket.updatedAt) };
      const saved = mutation.kind === 'none' ? basket : await this.baskets.saveItemChange(next, mutation);
      return this.answerJson(saved, channel);
    });
  }

  /** A new basket with the given lines (its id is fresh, so no lock is needed). */
  private async insertNew(userId: string | null, changes: LineChange[], channel: ResolvedChannel): Promise<StoredBasket> {
    const now = new Date().toISOString();
    let items: StoredItem[] = [];
    for (const change of changes) items = this.planChange(items, change).items;
    this.checkStock([], items);
    return this.baskets.insert({
      id: randomUUID(),
      userId: userId ?? randomUUID(),
      status: 'open',
      salesChannelId: channel.requested.id,
      orderId: null,
      comment: null,
      coupons: [],
      items,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Adds a coupon: 1 when added; 404 for an unknown code; 409 when applied already or not valid now. */
  async addCoupon(basketId: string, code: string, channel: ResolvedChannel): Promise<number> {
    const coupon = this.catalogue.coupon(code);
    if (!coupon) throw new HttpError(404, `Unknown coupon: ${code}`);
    return this.baskets.locked(basketId, async (current) => {
      const basket = requireOpen(current, basketId);
      const conflict = couponConflict(coupon, basket.coupons, this.price(basket, channel).discountableOre);
      if (conflict) throw new HttpError(409, conflict, { code: coupon.code });
      await this.baskets.addCoupon(
        { ...basket, coupons: [...basket.coupons, coupon.code], updatedAt: nextTimestamp(basket.updatedAt) },
        coupon.code,
      );
      return 1;
    });
  }

  /** Removes a coupon: 1 when it was applied, 0 when it was not. */
  async removeCoupon(basketId: string, code: string): Promise<0 | 1> {
    return this.baskets.locked(basketId, async (current) => {
      const basket = requireOpen(current, basketId);
      const applied = basket.coupons.find((candidate) => candidate.toUpperCase() === code.toUpperCase());
      if (!applied) return 0;
      const coupons = basket.coupons.filter((candidate) => candidate !== applied);
      await this.baskets.removeCoupon({ ...basket, coupons, updatedAt: nextTimestamp(basket.updatedAt) }, applied);
      return 1;
    });
  }

  /** Stores the basket's comment (an empty message clears it). */
  async setComment(basketId: string, message: string, channel: ResolvedChannel): Promise<Basket> {
    return this.baskets.locked(basketId, async (current) => {
      const basket = requireOpen(current, basketId);
      const trimmed = message.trim();
      const saved = await this.baskets.setComment({
        ...basket,
        comment: trimmed === '' ? null : trimmed,
        updatedAt: nextTimestamp(basket.updatedAt),
      });
      return this.price(saved, channel).basket;
    });
  }

  /** Checks a line against the catalogue and the channel; answers it in the service's terms. */
  private lineChange(line: LinePayload, channel: ResolvedChannel): LineChange {
    const bundle = line.bundleProducts ?? null;
    const entry = this.catalogue.variant(line.variantId);
    if (line.quantity === 0) return { variantId: line.variantId, quantity: 0, giftCardPriceOre: null, bundle };
    if (!entry) throw new HttpError(404, `Unknown variant: ${line.variantId}`, { variantId: line.variantId });
    let giftCardPriceOre: number | null = null;
    if (entry.variant.isGiftCard) {
      const amount = line.unitPrice;
      if (amount === null || amount === undefined) throw new HttpError(400, 'Invalid unitPrice: a gift card needs an amount');
      if (!hasWholeOre(amount) || toOre(amount) < LIMITS.giftCardMinOre || toOre(amount) > LIMITS.giftCardMaxOre) {
        throw new HttpError(
          400,
          `Invalid unitPrice: a gift card amount must be ${LIMITS.giftCardMinOre / 100}–${LIMITS.giftCardMaxOre / 100} SEK`,
        );
      }
      giftCardPriceOre = toOre(amount);
    } else if (!this.catalogue.price(entry.variant, channel)) {
      throw new HttpError(409, `Variant ${line.variantId} is not sold in sales channel ${channel.requested.name}`, {
        variantId: line.variantId,
      });
    }
    for (const [slot, slotVariantId] of Object.entries(bundle ?? {})) {
      const slotEntry = this.catalogue.variant(slotVariantId);
      if (!slotEntry) throw new HttpError(404, `Unknown variant in bundle slot ${slot}: ${slotVariantId}`, { variantId: slotVariantId });
      if (slotEntry.variant.isGiftCard) throw new HttpError(400, `Invalid bundleProducts.${slot}: a gift card cannot fill a bundle slot`);
    }
    return { variantId: line.variantId, quantity: line.quantity, giftCardPriceOre, bundle };
  }

  private planChange(items: readonly StoredItem[], change: LineChange) {
    const planned = planLineChange(items, change, randomUUID);
    if (planned.items.length > LIMITS.maxBasketLines && planned.mutation.kind === 'upsert' && planned.mutation.isNew) {
      throw new HttpError(409, `A basket holds at most ${LIMITS.maxBasketLines} lines`);
    }
    return planned;
  }

  private checkStock(before: readonly StoredItem[], after: readonly StoredItem[]): void {
    const shortages = this.stock.shortages(demandByVariant(before), demandByVariant(after));
    const shortage = shortages[0];
    if (shortage)
      throw new HttpError(409, shortageMessage(shortage), { variantId: shortage.variantId, orderableQuantity: shortage.orderable });
  }
}

export function shortageMessage(shortage: StockShortage): string {
  if (!shortage.allowOrdering) return `Variant ${shortage.variantId} cannot be ordered`;
  return `Only ${shortage.orderable} of variant ${shortage.variantId} can be ordered (${shortage.requested} requested)`;
}

export function requireOpen(basket: StoredBasket | undefined, basketId: string): StoredBasket {
  if (!basket) throw new HttpError(404, `Basket ${basketId} not found`);
  if (basket.status !== 'open') throw new HttpError(410, `Basket ${basketId} has been ordered`, { orderId: basket.orderId });
  return basket;
}
