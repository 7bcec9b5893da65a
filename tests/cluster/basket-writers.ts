import type { StockInformation } from '../../lib/commerce/types';
import { loadCommerceCatalogue } from '../../services/commerce/catalogue-source';
import { COMMERCE_PATH } from '../../services/launcher/nginx';
import { sleep } from './fault-helpers';

/**
 * Shoppers writing to their baskets through nginx while a fault lasts, and the check afterwards that every
 * write the commerce API acknowledged (200) is in the database exactly once: one line per variant, with the
 * quantity asked for, and no line nobody asked for.
 */

/** Lines one basket gets before its shopper starts another (the API allows 100). */
const LINES_PER_BASKET = 60;

interface Write {
  basketIndex: number;
  variantId: string;
  quantity: number;
  status: number;
  at: number;
  ms: number;
}

interface Shopper {
  baskets: (string | null)[];
  writes: Write[];
}

export class BasketWriters {
  private readonly shoppers: Shopper[] = [];
  private variants: string[] = [];
  private headers: Record<string, string> = {};
  private stopped = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly count: number,
  ) {}

  /** Every acknowledged or refused write so far, over all shoppers. */
  get writes(): Write[] {
    return this.shoppers.flatMap((shopper) => shopper.writes);
  }

  /** Picks orderable variants and gives every shopper a first basket (before any fault). */
  async prepare(): Promise<void> {
    const catalogue = await loadCommerceCatalogue();
    this.headers = {
      culture: 'sv-SE',
      saleschannelname: catalogue.global.salesChannelConfig.salesChannelName,
      'content-type': 'application/json',
    };
    const candidates = catalogue.families
      .flatMap((family) => family.variants)
      .filter((variant) => variant.allowOrdering && !variant.isGiftCard && variant.stockQuantity >= 3)
      .slice(0, 200)
      .map((variant) => variant.id);
    const response = await fetch(`${this.base}${COMMERCE_PATH}/StockInformation?variantIds=${candidates.join(',')}`, {
      headers: this.headers,
    });
    const stock = (await response.json()) as StockInformation[];
    this.variants = stock
      .filter((info) => info.orderableQuantity >= 3)
      .map((info) => info.variantId)
      .slice(0, LINES_PER_BASKET);
    if (this.variants.length < LINES_PER_BASKET) throw new Error(`only ${this.variants.length} orderable variants for the basket writers`);
    for (let index = 0; index < this.count; index += 1) {
      const shopper: Shopper = { baskets: [null], writes: [] };
      this.shoppers.push(shopper);
      if ((await this.write(shopper, 0)) !== 200) throw new Error('a first basket write failed before any fault');
    }
  }

  /** One write: the step's variant set to its quantity in the step's basket; answers the status (0: no answer). */
  private async write(shopper: Shopper, step: number): Promise<number> {
    const basketIndex = Math.floor(step / LINES_PER_BASKET);
    const variantId = this.variants[step % LINES_PER_BASKET]!;
    const quantity = 1 + (step % 2);
    while (shopper.baskets.length <= basketIndex) shopper.baskets.push(null);
    const started = Date.now();
    let status = 0;
    try {
      const response = await fetch(`${this.base}${COMMERCE_PATH}/Basket/changequantity`, {
        method: 'POST',
        headers: this.headers,
        body: JSON.stringify({
          basketId: shopper.baskets[basketIndex],
          userId: null,
          variantId,
          quantity,
          unitPrice: null,
          bundleProducts: null,
          relatedItemId: null,
        }),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const body = (await response.json().catch(() => ({}))) as { basketId?: string };
      if (status === 200 && shopper.baskets[basketIndex] === null) shopper.baskets[basketIndex] = body.basketId ?? null;
    } catch {
      status = 0;
    }
    shopper.writes.push({ basketIndex, variantId, quantity, status, at: started, ms: Date.now() - started });
    return status;
  }

  /** Every shopper writes its next line as soon as the last one answered; a refused write is not tried again. */
  start(): void {
    this.stopped = false;
    this.loops = this.shoppers.map(async (shopper) => {
      let step = shopper.writes.length;
      while (!this.stopped) {
        const status = await this.write(shopper, step);
        step += 1;
        // A basket whose first write was not acknowledged is not known: the shopper starts the next one.
        const basketIndex = Math.floor((step - 1) / LINES_PER_BASKET);
        if (status !== 200 && shopper.baskets[basketIndex] === null) step = (basketIndex + 1) * LINES_PER_BASKET;
        if (status !== 200) await sleep(100);
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  /**
   * Reads every basket back and answers what is wrong: an acknowledged write missing or with another
   * quantity, a variant on two lines, a line nobody wrote.
   */
  async problems(): Promise<string[]> {
    const problems: string[] = [];
    for (const [shopperIndex, shopper] of this.shoppers.entries()) {
      for (const [basketIndex, basketId] of shopper.baskets.entries()) {
        if (basketId === null) continue;
        const response = await fetch(`${this.base}${COMMERCE_PATH}/Basket?basketId=${basketId}`, { headers: this.headers });
        if (response.status !== 200) {
          problems.push(`basket ${basketId}: GET answered ${response.status}`);
          continue;
        }
        const basket = (await response.json()) as { items: { variantId: string; quantity: number }[] };
        const writes = shopper.writes.filter((write) => write.basketIndex === basketIndex);
        const label = `shopper ${shopperIndex} basket ${basketIndex}`;
        for (const write of writes.filter((candidate) => candidate.status === 200)) {
          const lines = basket.items.filter((item) => item.variantId === write.variantId);
          if (lines.length !== 1) problems.push(`${label}: acknowledged variant ${write.variantId} is on ${lines.length} lines`);
          else if (lines[0]!.quantity !== write.quantity)
            problems.push(`${label}: variant ${write.variantId} has quantity ${lines[0]!.quantity}, not ${write.quantity}`);
        }
        for (const item of basket.items) {
          if (!writes.some((write) => write.variantId === item.variantId))
            problems.push(`${label}: a line of variant ${item.variantId} nobody wrote`);
        }
      }
    }
    return problems;
  }
}
