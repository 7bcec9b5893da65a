import { randomUUID } from 'node:crypto';
import type { Basket, BasketIdentity, RelatedProduct } from '../../lib/commerce/types';
import type { Coupon } from '../seed/catalogue-types';
import { HttpError } from '../shared/http-service';
import type { CatalogueIndex, ResolvedChannel, VariantEntry } from './catalogue-index';
import { priceBasket, type PricedBasket } from './basket-pricing';
import { nextTimestamp, planLineChange, type LineChange, type StoredBasket, type StoredItem } from './basket-state';
import {
  insertBasket,
  loadBasket,
  lockBasket,
  saveComment,
  saveCouponAdded,
  saveCouponRemoved,
  saveItemChange,
  type LoadedBasket,
} from './basket-store';
import { couponConflict } from './coupon-rules';
import { couponUse } from './coupon-uses';
import type { Database, Session } from './database';
import { hasWholeOre, toOre } from './money';
import type { ChangeQuantityPayload, CreateBasketPayload, LinePayload } from './payloads';
import { pickRelated, relatedCandidates } from './related-products';
import { LIMITS } from './settings';
import { demandByVariant } from './stock-rules';
import { levelOf, shortageError, type StockLevels, type StockStore } from './stock-store';

/**
 * Basket operations of the commerce API. A change reads the basket as last committed, checks the change in full
 * (variants, prices, stock, limits) and writes it in one statement that applies only if the basket is
 * still the version it read (`writeIfUnchanged`). When another change came first, it is planned and
 * written again inside a transaction that holds the basket's row lock. Either way no change is lost on
 * whichever instance it arrives, `updatedAt` strictly increases, and a change that fails writes nothing.
 */

/** A change planned from one version of a basket: its write (none when nothing changes) and its answer. */
interface Planned<T> {
  write?: (db: Session, expected: string) => Promise<boolean>;
  answer: () => T;
}

/** Candidate families whose stock is read per round trip when looking for related products. */
const RELATED_WINDOW = 32;

export class BasketService {
  constructor(
    readonly catalogue: CatalogueIndex,
    private readonly db: Database,
    readonly stock: StockStore,
  ) {}

  /** The channel a stored basket is priced in: its own, else the request's. */
  channelOf(basket: StoredBasket, fallback: ResolvedChannel): ResolvedChannel {
    return this.catalogue.channelById(basket.salesChannelId) ?? fallback;
  }

  price(basket: StoredBasket, channel: ResolvedChannel, stock: StockLevels): PricedBasket {
    return priceBasket(basket, {
      catalogue: this.catalogue,
      channel: this.channelOf(basket, channel),
      stockQuantity: (id) => levelOf(stock, id),
    });
  }

  /** An open basket as last committed, with its stock levels (no lock). */
  async open(basketId: string): Promise<LoadedBasket> {
    return requireOpen(await loadBasket(this.db, basketId), basketId);
  }

  /** The basket's answer as JSON text (what `GET /Basket` sends). */
  async getJson(basketId: string, channel: ResolvedChannel): Promise<string> {
    const { basket, stock } = await this.open(basketId);
    return JSON.stringify(this.price(basket, channel, stock).basket);
  }

  async related(basketId: string, channel: ResolvedChannel): Promise<RelatedProduct[]> {
    const { basket } = await this.open(basketId);
    const entries = basket.items
      .map((item) => this.catalogue.variant(item.variantId))
      .filter((entry): entry is VariantEntry => entry !== undefined);
    const options = { catalogue: this.catalogue, channel: this.channelOf(basket, channel) };
    const candidates = relatedCandidates(entries, options);
    const picked: RelatedProduct[] = [];
    for (let start = 0; start < candidates.length && picked.length < LIMITS.relatedProducts; start += RELATED_WINDOW) {
      const window = candidates.slice(start, start + RELATED_WINDOW);
      const levels = await this.stock.levels(
        this.db,
        window.flat().map((entry) => entry.variant.id),
      );
      picked.push(
        ...pickRelated(window, { ...options, stockQuantity: (id) => levelOf(levels, id), limit: LIMITS.relatedProducts - picked.length }),
      );
    }
    return picked;
  }

  async create(payload: CreateBasketPayload, channel: ResolvedChannel): Promise<BasketIdentity> {
    const changes = (payload.items ?? []).map((line) => this.lineChange(line, channel));
    const { basket } = await this.insertNew(payload.userId ?? null, changes, channel);
    return { basketId: basket.id, userId: basket.userId };
  }

  /**
   * Sets one line's quantity (a new basket when none is named); answers the basket as saved, as JSON text
   * (what `POST /Basket/changequantity` sends), priced with the stock levels read with it.
   */
  async changeQuantityJson(payload: ChangeQuantityPayload, channel: ResolvedChannel): Promise<string> {
    const change = this.lineChange(payload, channel);
    if (!payload.basketId) {
      const { basket, stock } = await this.insertNew(payload.userId ?? null, [change], channel);
      return JSON.stringify(this.price(basket, channel, stock).basket);
    }
    return this.change(payload.basketId, variantsOf([change]), ({ basket, stock }) => {
      const { items, mutation } = this.planChange(basket.items, change);
      this.checkStock(stock, basket.items, items);
      if (mutation.kind === 'none') return { answer: () => JSON.stringify(this.price(basket, channel, stock).basket) };
      const next: StoredBasket = { ...basket, items, salesChannelId: channel.requested.id, updatedAt: nextTimestamp(basket.updatedAt) };
      return {
        write: (db, expected) => saveItemChange(db, next, expected, mutation),
        answer: () => JSON.stringify(this.price(next, channel, stock).basket),
      };
    });
  }

  /**
   * Plans a change of an open basket from the basket as read and writes it if the basket is still that
   * version: two statements, no transaction. If another change was written in between, plans it again in
   * a transaction holding the basket's row lock, where nothing can come in between.
   */
  private async change<T>(basketId: string, stockIds: readonly string[], plan: (loaded: LoadedBasket) => Planned<T>): Promise<T> {
    const read = requireOpen(await loadBasket(this.db, basketId, stockIds), basketId);
    const first = plan(read);
    if (!first.write || (await first.write(this.db, read.basket.updatedAt))) return first.answer();
    return this.db.transaction(async (tx) => {
      const locked = await lockOpenBasket(tx, basketId, stockIds);
      const planned = plan(locked);
      if (planned.write && !(await planned.write(tx, locked.basket.updatedAt))) {
        throw new Error(`Basket ${basketId} changed while its row lock was held`);
      }
      return planned.answer();
    });
  }

  /** A new basket with the given lines (its id is fresh, so nothing can contend for it). */
  private async insertNew(userId: string | null, changes: LineChange[], channel: ResolvedChannel): Promise<LoadedBasket> {
    const now = new Date().toISOString();
    let items: StoredItem[] = [];
    for (const change of changes) items = this.planChange(items, change).items;
    const stock = await this.stock.levels(this.db, variantsOf(changes));
    this.checkStock(stock, [], items);
    const basket = await insertBasket(this.db, {
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
    return { basket, stock };
  }

  /**
   * Adds a coupon: 1 when added; 404 for an unknown code; 409 when applied already, not combinable with
   * the basket's code, used up, used by this customer, or not valid now (coupon-rules.ts).
   */
  async addCoupon(basketId: string, code: string, channel: ResolvedChannel): Promise<number> {
    const coupon = this.catalogue.coupon(code);
    if (!coupon) throw new HttpError(404, `Unknown coupon: ${code}`);
    const use = await couponUse(this.db, coupon, basketId);
    return this.change(basketId, [], ({ basket, stock }) => {
      const applied = basket.coupons.map((other) => this.catalogue.coupon(other)).filter((other): other is Coupon => other !== undefined);
      const conflict = couponConflict(coupon, applied, this.price(basket, channel, stock).discountableOre, use);
      if (conflict) throw new HttpError(409, conflict, { code: coupon.code });
      const next = { ...basket, coupons: [...basket.coupons, coupon.code], updatedAt: nextTimestamp(basket.updatedAt) };
      return { write: (db, expected) => saveCouponAdded(db, next, expected, coupon.code), answer: () => 1 };
    });
  }

  /** Removes a coupon: 1 when it was applied, 0 when it was not. */
  async removeCoupon(basketId: string, code: string): Promise<0 | 1> {
    return this.change<0 | 1>(basketId, [], ({ basket }) => {
      const applied = basket.coupons.find((candidate) => candidate.toUpperCase() === code.toUpperCase());
      if (!applied) return { answer: () => 0 };
      const coupons = basket.coupons.filter((candidate) => candidate !== applied);
      const next = { ...basket, coupons, updatedAt: nextTimestamp(basket.updatedAt) };
      return { write: (db, expected) => saveCouponRemoved(db, next, expected, applied), answer: () => 1 };
    });
  }

  /** Stores the basket's comment (an empty message clears it). */
  async setComment(basketId: string, message: string, channel: ResolvedChannel): Promise<Basket> {
    return this.change(basketId, [], ({ basket, stock }) => {
      const trimmed = message.trim();
      const next = { ...basket, comment: trimmed === '' ? null : trimmed, updatedAt: nextTimestamp(basket.updatedAt) };
      return { write: (db, expected) => saveComment(db, next, expected), answer: () => this.price(next, channel, stock).basket };
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
      if (line.quantity > LIMITS.giftCardMaxQuantity || giftCardPriceOre * line.quantity > LIMITS.giftCardMaxLineOre) {
        throw new HttpError(
          400,
          `Invalid quantity: a gift card line holds at most ${LIMITS.giftCardMaxQuantity} cards, worth at most ${LIMITS.giftCardMaxLineOre / 100} SEK together`,
        );
      }
    } else if (!this.catalogue.price(entry.variant, channel)) {
      throw new HttpError(409, `Variant ${line.variantId} is not sold in sales channel ${channel.requested.name}`, {
        variantId: line.variantId,
      });
    }
    // Only the slots the catalogue defines for the product, each with a variant it offers there and sold in
    // the channel: a slot is priced at its variant's own price (basket-pricing.ts), never given away.
    for (const [slot, slotVariantId] of Object.entries(bundle ?? {})) {
      const slotEntry = this.catalogue.variant(slotVariantId);
      if (!slotEntry) throw new HttpError(404, `Unknown variant in bundle slot ${slot}: ${slotVariantId}`, { variantId: slotVariantId });
      const refusal = this.catalogue.bundleSlotRefusal(entry, slot, slotVariantId);
      if (refusal) throw new HttpError(400, `Invalid bundleProducts.${slot}: ${refusal}`, { variantId: slotVariantId });
      if (!this.catalogue.price(slotEntry.variant, channel))
        throw new HttpError(409, `Variant ${slotVariantId} is not sold in sales channel ${channel.requested.name}`, {
          variantId: slotVariantId,
        });
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

  private checkStock(stock: StockLevels, before: readonly StoredItem[], after: readonly StoredItem[]): void {
    const shortage = this.stock.shortages(stock, demandByVariant(before), demandByVariant(after))[0];
    if (shortage) throw shortageError(shortage);
  }
}

/** The variants a change may add demand for: its own and its bundle slots'. */
function variantsOf(changes: readonly LineChange[]): string[] {
  return changes.flatMap((change) => [change.variantId, ...Object.values(change.bundle ?? {})]);
}

/** An existing basket, else 404; an ordered basket is 410 Gone (with its orderId). */
export function requireOpen(loaded: LoadedBasket | undefined, basketId: string): LoadedBasket {
  if (!loaded) throw new HttpError(404, `Basket ${basketId} not found`);
  if (loaded.basket.status !== 'open') throw new HttpError(410, `Basket ${basketId} has been ordered`, { orderId: loaded.basket.orderId });
  return loaded;
}

/** Inside a transaction: takes the basket's row lock, then loads it as last committed; open, else 404/410. */
export async function lockOpenBasket(tx: Session, basketId: string, stockIds: readonly string[] = []): Promise<LoadedBasket> {
  await lockBasket(tx, basketId);
  return requireOpen(await loadBasket(tx, basketId, stockIds), basketId);
}
