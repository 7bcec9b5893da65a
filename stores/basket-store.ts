import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommerceClient } from '@/lib/commerce/commerce-client';
import { couponRefusal, type CouponRefusal } from '@/lib/commerce/coupon-refusal';
import type { CommerceError } from '@/lib/commerce/result';
import type { Basket, BasketIdentity, BasketItem, BasketLineInput, RelatedProduct, StockInformation } from '@/lib/commerce/types';
import { basketCount } from './basket-count';
import { BASKET_ID_KEY, USER_ID_KEY, rememberBasketCount, type StringStorage } from './basket-keys';

export { BASKET_COUNT_KEY, BASKET_ID_KEY, USER_ID_KEY } from './basket-keys';
export { basketCount } from './basket-count';

/**
 * The basket (docs/shop.md, The basket): the one owner of the basket id, the basket, its count, the last added variant
 * and the related products. A store is made per provider in the browser (never read on the server); the
 * commerce client and the storage are passed in, so tests fake only the HTTP boundary.
 *
 * Id lifecycle: created on the first basket creation and stored; removed when loading the basket
 * fails, when a quantity change fails, or when a change answers a basket without a basketId. With no stored
 * id the basket is empty, the count 0, and nothing is fetched.
 *
 * Every call that reads or changes the basket runs in one queue, so answers are applied in order and a
 * change always starts from the basket the previous one left.
 *
 * The count of each basket read or changed is remembered in the storage beside its id (stores/basket-keys.ts):
 * the header draws it on the next page before this store's code has arrived.
 */

export { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, isValidGiftCardAmount } from '@/lib/commerce/gift-card';

export type KeyValueStorage = StringStorage;

/** `{ status, basket }` as a change answers: status 500 and a null basket when it failed. */
export interface ChangeResult {
  status: number;
  basket: Basket | null;
  /** Why it failed (for the shopper's message); absent on success. */
  error?: CommerceError;
}

/** The HTTP status (default 500) with a null basket when creating fails. */
export interface CreateResult {
  status: number;
  basket: BasketIdentity | null;
}

/** A 404 is `success: false` with status 404; any other error is `success: false` with the error. */
export type StockResult =
  { success: true; data: StockInformation[] } | { success: false; status: 404 } | { success: false; error: CommerceError };

/** 200 when applied; otherwise the answer's status (404 not found, 409 conflict, …), 500 when unknown. */
export interface CouponResult {
  status: number;
  /** Why a 409 refused the code, when the API's message says; for a 429, when to try again. */
  refusal?: CouponRefusal | null;
}

export interface AddItemInput {
  variantId: string;
  /** How many to add (default 1). */
  quantity?: number;
  /** Gift cards only: the chosen amount. */
  unitPrice?: number | null;
  bundleProducts?: Record<string, string> | null;
}

export interface BasketState {
  basketId: string | null;
  userId: string | null;
  basket: Basket | null;
  relatedProducts: RelatedProduct[] | null;
  /** Sum of the items' quantities. */
  count: number;
  lastAddedVariantId: string | null;
  /** `idle` until the browser storage has been read; `ready` after the first load. */
  status: 'idle' | 'loading' | 'ready';
  /** A change or load is running. */
  busy: boolean;

  /** Reads the stored ids and loads the basket (once per store). */
  init(): Promise<void>;
  /** Loads the basket and the related products together. */
  refresh(): Promise<void>;
  createBasket(): Promise<CreateResult>;
  /** Sets one line's quantity (0 removes it); the basket is replaced with the answer. */
  changeQuantity(line: BasketLineInput): Promise<ChangeResult>;
  /** Adds to a plain line of the variant, creating the basket first when there is none. */
  addItem(input: AddItemInput): Promise<ChangeResult>;
  /** Sets a basket line's quantity, keeping its gift-card amount and bundle. 0 removes it (then reloads). */
  setLineQuantity(item: BasketItem, quantity: number): Promise<ChangeResult>;
  /** Quantity 0, then the basket is reloaded. */
  removeLine(item: BasketItem): Promise<ChangeResult>;
  addCoupon(code: string): Promise<CouponResult>;
  /** 1 when removed (the basket is reloaded), 0 when not or when the call failed. */
  removeCoupon(code: string): Promise<0 | 1>;
  /** Stores the basket's comment; the answer is not used further. */
  addComment(message: string): Promise<boolean>;
  getStockInformation(variantIds: readonly string[]): Promise<StockResult>;
  /**
   * After an order: the stored id is removed and the basket is empty. Given the ordered basket's id, only
   * that basket is forgotten (a newer basket started since stays).
   */
  clear(orderedBasketId?: string): void;
}

export type BasketStore = StoreApi<BasketState>;

/** A line's bundle as the API takes it (slot → variant id); `{}` names the plain line of its variant. */
export function bundleSlotsOf(item: Pick<BasketItem, 'bundleProducts'>): Record<string, string> {
  return Object.fromEntries(Object.entries(item.bundleProducts ?? {}).map(([slot, component]) => [slot, component.variantId]));
}

const EMPTY = { basket: null, relatedProducts: null, count: 0 } as const;

export function createBasketStore({ client, storage }: { client: CommerceClient; storage: KeyValueStorage }): BasketStore {
  let queue: Promise<unknown> = Promise.resolve();
  let initialised = false;

  /** Runs `task` after every earlier one; the queue survives a failed task. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  return createStore<BasketState>()((set, get) => {
    function storeIds(identity: { basketId?: string | null; userId?: string | null }): void {
      if (identity.basketId) storage.setItem(BASKET_ID_KEY, identity.basketId);
      if (identity.userId) storage.setItem(USER_ID_KEY, identity.userId);
      set({ basketId: identity.basketId ?? get().basketId, userId: identity.userId ?? get().userId });
    }

    function dropBasketId(): void {
      storage.removeItem(BASKET_ID_KEY);
      rememberBasketCount(storage, null, 0);
      set({ basketId: null, ...EMPTY });
    }

    /** The basket as the API answered it, and its count remembered for the stored basket id. */
    function setBasket(basket: Basket, more: Partial<BasketState> = {}): void {
      const count = basketCount(basket);
      const basketId = get().basketId;
      if (basketId && basket.basketId === basketId) rememberBasketCount(storage, basketId, count);
      set({ basket, count, ...more });
    }

    async function load(): Promise<void> {
      const basketId = storage.getItem(BASKET_ID_KEY);
      if (!basketId) {
        rememberBasketCount(storage, null, 0);
        set({ basketId: null, ...EMPTY, status: 'ready' });
        return;
      }
      set({ basketId, busy: true, status: get().status === 'ready' ? 'ready' : 'loading' });
      const [basket, related] = await Promise.all([client.getBasket(basketId), client.getRelatedProducts(basketId)]);
      if (!basket.ok || !basket.data) {
        console.error('[basket] The basket could not be loaded; starting with an empty one.', basket.ok ? 'no basket' : basket.error);
        dropBasketId();
        set({ status: 'ready', busy: false });
        return;
      }
      if (!related.ok) console.error('[basket] Related products could not be loaded.', related.error);
      setBasket(basket.data, { relatedProducts: related.ok ? related.data : null, status: 'ready', busy: false });
    }

    async function create(): Promise<CreateResult> {
      const result = await client.createBasket({ userId: get().userId });
      if (!result.ok) return { status: result.error.status || 500, basket: null };
      storeIds(result.data);
      return { status: 201, basket: result.data };
    }

    async function change(line: BasketLineInput): Promise<ChangeResult> {
      set({ busy: true });
      const result = await client.changeQuantity({ ...line, basketId: get().basketId ?? storage.getItem(BASKET_ID_KEY) });
      set({ busy: false });
      if (!result.ok) {
        console.error('[basket] The quantity could not be changed.', result.error);
        dropBasketId();
        return { status: 500, basket: null, error: result.error };
      }
      const basket = result.data;
      if (basket.basketId) storeIds(basket);
      else dropBasketId();
      setBasket(basket);
      return { status: 200, basket };
    }

    return {
      basketId: null,
      userId: null,
      ...EMPTY,
      lastAddedVariantId: null,
      status: 'idle',
      busy: false,

      init: () => {
        if (initialised) return queue.then(() => undefined);
        initialised = true;
        set({ basketId: storage.getItem(BASKET_ID_KEY), userId: storage.getItem(USER_ID_KEY) });
        return enqueue(load);
      },

      refresh: () => enqueue(load),

      createBasket: () => enqueue(create),

      changeQuantity: (line) => enqueue(() => change(line)),

      addItem: ({ variantId, quantity = 1, unitPrice = null, bundleProducts = null }) =>
        enqueue(async () => {
          if (!storage.getItem(BASKET_ID_KEY)) {
            const created = await create();
            if (!created.basket) return { status: created.status, basket: null };
          }
          const slots = bundleProducts ?? {};
          const key = JSON.stringify(Object.entries(slots).sort());
          const existing = get().basket?.items.find(
            (item) => item.variantId === variantId && JSON.stringify(Object.entries(bundleSlotsOf(item)).sort()) === key,
          );
          const result = await change({
            variantId,
            quantity: basketCount({ items: existing ? [existing] : [] }) + quantity,
            unitPrice,
            bundleProducts: slots,
          });
          if (result.basket) set({ lastAddedVariantId: variantId });
          return result;
        }),

      setLineQuantity: (item, quantity) =>
        quantity <= 0
          ? get().removeLine(item)
          : enqueue(() =>
              change({
                variantId: item.variantId,
                quantity,
                unitPrice: item.isGiftCard ? item.unitPrice : null,
                bundleProducts: bundleSlotsOf(item),
              }),
            ),

      removeLine: (item) =>
        enqueue(async () => {
          const result = await change({ variantId: item.variantId, quantity: 0, unitPrice: null, bundleProducts: bundleSlotsOf(item) });
          if (result.basket) await load();
          return result.basket ? { status: result.status, basket: get().basket } : result;
        }),

      addCoupon: (code) =>
        enqueue(async () => {
          const basketId = get().basketId;
          if (!basketId) return { status: 500 };
          const result = await client.addCoupon(basketId, code.trim());
          if (!result.ok) {
            const status = result.error.status;
            const refusal = couponRefusal(status, result.error.message, result.error.retryAfterSeconds);
            return { status: status >= 400 && status <= 599 ? status : 500, ...(refusal ? { refusal } : {}) };
          }
          await load();
          return { status: 200 };
        }),

      removeCoupon: (code) =>
        enqueue(async () => {
          const basketId = get().basketId;
          if (!basketId) return 0;
          const removed = await client.removeCoupon(basketId, code);
          if (removed === 1) await load();
          return removed;
        }),

      addComment: (message) =>
        enqueue(async () => {
          const basketId = get().basketId;
          if (!basketId) return false;
          const result = await client.addComment(basketId, message);
          if (!result.ok) console.error('[basket] The comment could not be saved.', result.error);
          return result.ok;
        }),

      getStockInformation: async (variantIds) => {
        const result = await client.getStockInformation(variantIds);
        if (result.ok) return { success: true, data: result.data };
        if (result.error.status === 404) return { success: false, status: 404 };
        return { success: false, error: result.error };
      },

      clear: (orderedBasketId) => {
        const stored = storage.getItem(BASKET_ID_KEY);
        if (orderedBasketId && stored && stored !== orderedBasketId) return;
        dropBasketId();
        set({ lastAddedVariantId: null, status: 'ready' });
      },
    };
  });
}
