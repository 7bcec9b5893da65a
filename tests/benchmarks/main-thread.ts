import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { localServicePorts } from '../../lib/config';
import type { Basket } from '../../lib/commerce/types';
import { loadCatalogue } from '../../services/seed/ensure';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path';
import { benchPages, benchServicesPortBase, fetchPage, FLOOR_PATH, formatTable, withBenchStack } from './bench-stack';

/**
 * Main-thread work of a page load (`npm run bench:mainthread`, issue 50): what Chromium's DevTools protocol
 * counts in `Performance.getMetrics` from the navigation until the network has been idle (500 ms without a
 * request) after the load event, no interaction, a phone's screen (Lighthouse's mobile one), no throttling:
 * TaskDuration (all of the renderer's main-thread tasks; wall time, or the thread's CPU time with
 * BENCH_MAINTHREAD_CLOCK=thread), ScriptDuration, RecalcStyleDuration + LayoutDuration,
 * and the document's elements counted through the DOM at the end. Pages: the floor (floor.ts: an empty App
 * Router page of the same Next version with one card-sized image), the home page, the newest blog article, a
 * category (`/ringar/`, BENCH_CATEGORY), the first product family of the sitemap, the basket with one line in
 * it (made through the commerce service, handed to the page in local storage as the storefront keeps it) and
 * the search page for "ring". BENCH_MAINTHREAD_ROUNDS (7) rounds, each page once a round in a fresh browser
 * context, so a slow spell of this shared machine costs one load of each page; the median is printed with the
 * range of the rounds and the page's median over the floor's median.
 *
 * The stack is bench-stack.ts's (the production build, `next start`, the real local services; BENCH_FRONT,
 * BENCH_SHOP_URL and BENCH_FLOOR_URL as for the other benchmarks). Each page is rendered and loaded once
 * unmeasured first. Exit code 1 when a load fails.
 */

const ROUNDS = Number(process.env.BENCH_MAINTHREAD_ROUNDS) || 7;
const SEARCH_PATH = '/sok/?q=ring';
/**
 * The clock the durations are counted on: `wall` (Chromium's default, `timeTicks`: a task's wall time on the
 * main thread, which on this shared machine includes time the thread waited for a core) or `thread`
 * (`threadTicks`: the main thread's own CPU time, steadier while other processes run). BENCH_MAINTHREAD_CLOCK.
 */
const CLOCK = process.env.BENCH_MAINTHREAD_CLOCK === 'thread' ? 'thread' : 'wall';

interface Target {
  name: string;
  base: string;
  path: string;
  basket?: Pick<Basket, 'basketId' | 'userId'>;
}

interface Sample {
  task: number;
  script: number;
  styleLayout: number;
  elements: number;
}

/** A basket with one line of the first variant the commerce service accepts, as the storefront makes it. */
async function basketWithOneLine(): Promise<Pick<Basket, 'basketId' | 'userId'>> {
  const catalogue = loadCatalogue();
  const commerce = `http://127.0.0.1:${localServicePorts(benchServicesPortBase).commerce}`;
  const headers = { culture: 'sv-SE', saleschannelname: catalogue.global.salesChannelConfig.salesChannelName, 'content-type': 'application/json' };
  for (const variant of catalogue.families.flatMap((family) => family.variants).slice(0, 50)) {
    const response = await fetch(`${commerce}/Basket/changequantity`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ basketId: null, userId: null, relatedItemId: null, bundleProducts: {}, unitPrice: null, variantId: variant.id, quantity: 1 }),
    });
    if (response.ok) return (await response.json()) as Basket;
    await response.arrayBuffer();
  }
  throw new Error(`The commerce service at ${commerce} took none of the catalogue's first variants into a basket.`);
}

/** One cold load: the page's metrics from navigation until the network has been idle after the load event. */
async function measure(browser: Browser, target: Target): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    if (target.basket) {
      const { basketId, userId } = target.basket;
      await context.addInitScript(
        ([id, user]) => {
          window.localStorage.setItem('basketId', id);
          window.localStorage.setItem('userId', user);
        },
        [basketId, userId] as const,
      );
    }
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable', { timeDomain: CLOCK === 'thread' ? 'threadTicks' : 'timeTicks' });
    const response = await page.goto(new URL(target.path, target.base).toString(), { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${target.path}: HTTP ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    const { metrics } = await session.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return {
      task: metric('TaskDuration'),
      script: metric('ScriptDuration'),
      styleLayout: metric('RecalcStyleDuration') + metric('LayoutDuration'),
      elements,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

await withBenchStack(
  async (stack, floor, front) => {
    const pages = await benchPages(stack.url);
    const basket = await basketWithOneLine();
    const targets: Target[] = [
      { name: 'floor (empty Next page)', base: floor!.url, path: FLOOR_PATH },
      { name: 'home', base: stack.url, path: pages.home },
      { name: 'blog article', base: stack.url, path: pages.article },
      { name: 'category', base: stack.url, path: pages.category },
      { name: 'product', base: stack.url, path: pages.product },
      { name: 'basket (one line)', base: stack.url, path: pages.basket, basket },
      { name: 'search', base: stack.url, path: SEARCH_PATH },
    ];
    for (const target of targets) await (await fetchPage(new URL(target.path, target.base))).arrayBuffer();
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const samples = new Map(targets.map((target) => [target, [] as Sample[]]));
    try {
      for (const target of targets) await measure(browser, target);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of targets) {
          const sample = await measure(browser, target);
          samples.get(target)!.push(sample);
          console.error(
            `[bench] round ${round + 1} ${target.name}: task ${ms(sample.task)}, script ${ms(sample.script)}, style+layout ${ms(sample.styleLayout)}, ${sample.elements} elements`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    const floorTask = median(samples.get(targets[0]!)!.map((sample) => sample.task));
    const rows = targets.map((target) => {
      const runs = samples.get(target)!;
      const tasks = runs.map((sample) => sample.task);
      const task = median(tasks);
      return [
        target.name,
        target.path,
        `${ms(task)} (${Math.round(Math.min(...tasks))}–${Math.round(Math.max(...tasks))})`,
        `×${(task / floorTask).toFixed(2)}`,
        ms(median(runs.map((sample) => sample.script))),
        ms(median(runs.map((sample) => sample.styleLayout))),
        String(median(runs.map((sample) => sample.elements))),
      ];
    });
    console.log(
      `\nMain-thread work from navigation until the network is idle after load (Performance.getMetrics), phone screen, no throttling, ${CLOCK === 'thread' ? 'thread CPU time' : 'wall time'}, median of ${ROUNDS} rounds; shop ${stack.url}, floor ${floor!.url}\nFront: ${front}\nLoad average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}\n`,
    );
    console.log(formatTable(['page', 'path', 'task (min–max)', '× floor', 'script', 'style+layout', 'elements'], rows));
    return 0;
  },
  { floor: true },
);
