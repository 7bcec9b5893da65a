import { afterAll, describe, expect, it } from 'vitest';
import type { Basket } from '../../lib/commerce/types';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { api, changeQuantity, getBasket, pickVariants, plain } from './commerce-helpers';
import { serviceUrl } from './service-urls';
import { LOCAL_ANALYTICS_KEY } from '../../services/search/search-keys';
import { Random } from '../../services/seed/random';

/**
 * Generated bad bodies for the search service and the commerce API (issue 8), beside the hand-written
 * cases of search-errors.test.ts and commerce-robustness.test.ts: malformed JSON, wrong types, huge
 * numbers, 1 MB bodies and `__proto__`/`constructor` keys, each mutation applied to a body that is valid
 * without it. A broken body is a 4xx with a JSON message and writes nothing; a prototype key is dropped
 * (the service's defaults stay what they were); nothing is ever a 5xx.
 *
 * Reproducible: FUZZ_SEED=<n> replays a run; the seed is printed with every failure.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CASES_PER_TARGET = Number(process.env.FUZZ_CASES ?? 120);

class FuzzRandom extends Random {
  word(): string {
    return Array.from({ length: this.int(1, 8) }, () => this.pick([...'abcdefghijklmnopqrstuvwxyzåäö'])).join('');
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One generated request body: what it is and whether the service must refuse it. */
interface Mutant {
  kind: 'malformed' | 'wrong-type' | 'huge-number' | 'oversize' | 'prototype';
  text: string;
  /** `reject`: a 4xx with a message. `accept-or-reject`: anything but a 5xx (prototype keys are dropped). */
  expect: 'reject' | 'accept-or-reject';
  note: string;
}

interface FieldRules {
  /** Values of the wrong type for each field (the field must refuse all of them). */
  wrongTypes: Record<string, Json[]>;
  /** Fields that take a bounded integer (huge numbers must be refused). */
  integers: string[];
  /** Characters of padding that make a body too large (default: over the search API's 1 MB). */
  oversize?: number;
}

const HUGE_NUMBER_TEXTS = ['1e308', '-1e308', '1e400', '9007199254740993', '1e21', '-9007199254740993', '123456789012345678901234567890'];
const OVERSIZE_BYTES = 1_100_000;

/** Applies one random mutation to `target` (an object inside `body`, found at `path`) and serialises. */
function mutate(random: FuzzRandom, body: Record<string, Json>, targetPath: string[], rules: FieldRules): Mutant {
  const clone = structuredClone(body);
  const target = targetPath.reduce<Record<string, Json>>((object, key) => (object[key] as Record<string, Json>) ?? object, clone);
  const kind = random.pick(['malformed', 'wrong-type', 'huge-number', 'oversize', 'prototype'] as const);
  switch (kind) {
    case 'malformed': {
      const valid = JSON.stringify(clone);
      for (;;) {
        const style = random.int(0, 3);
        let text: string;
        if (style === 0) text = valid.slice(0, random.int(1, valid.length - 1));
        else if (style === 1) {
          const at = random.int(0, valid.length - 1);
          text = valid.slice(0, at) + random.pick(['{', '}', '"', ',', ':', ']', '\\', "'", 'NaN', 'undefined']) + valid.slice(at + 1);
        } else if (style === 2) text = valid.replace(/"([a-zA-Z]+)":/, '$1:');
        else text = `${valid}${random.pick(['}', ',', ' x', '{}'])}`;
        try {
          JSON.parse(text);
        } catch {
          return { kind, text, expect: 'reject', note: `malformed (style ${style})` };
        }
      }
    }
    case 'wrong-type': {
      const field = random.pick(Object.keys(rules.wrongTypes));
      const value = random.pick(rules.wrongTypes[field]!);
      target[field] = value;
      return { kind, text: JSON.stringify(clone), expect: 'reject', note: `${field} = ${JSON.stringify(value)}` };
    }
    case 'huge-number': {
      const field = random.pick(rules.integers);
      const number = random.pick(HUGE_NUMBER_TEXTS);
      target[field] = '__HUGE__';
      return { kind, text: JSON.stringify(clone).replace('"__HUGE__"', number), expect: 'reject', note: `${field} = ${number}` };
    }
    case 'oversize': {
      target[`padding${random.int(0, 9)}`] = random.pick(['x', 'ö', '🙂']).repeat(rules.oversize ?? OVERSIZE_BYTES);
      return {
        kind,
        text: JSON.stringify(clone),
        expect: 'reject',
        note: 'body over 2 MB (the search API takes 1 MB, the Insights API 2 MB)',
      };
    }
    case 'prototype': {
      const key = random.pick(['__proto__', 'constructor']);
      const payload =
        key === '__proto__' ? '{"polluted":"yes","hitsPerPage":3,"quantity":7,"isGiftCard":true}' : '{"prototype":{"polluted":"yes"}}';
      target.__MARK__ = null;
      const text = JSON.stringify(clone).replace('"__MARK__":null', `"${key}":${payload}`);
      return { kind, text, expect: 'accept-or-reject', note: `${key} key` };
    }
  }
}

interface Outcome {
  status: number;
  message: unknown;
}

async function send(url: string, text: string, headers: Record<string, string>): Promise<Outcome> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });
  const answer = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(answer) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: response.status, message };
}

const failures: string[] = [];
const tally = new Map<string, number>();

function check(target: string, mutant: Mutant, outcome: Outcome): void {
  tally.set(`${target} ${mutant.kind}`, (tally.get(`${target} ${mutant.kind}`) ?? 0) + 1);
  const problem =
    outcome.status >= 500
      ? `answered ${outcome.status}`
      : mutant.expect === 'reject' && (outcome.status < 400 || outcome.status >= 500)
        ? `accepted it with ${outcome.status}`
        : outcome.status >= 400 && (typeof outcome.message !== 'string' || outcome.message === '')
          ? `answered ${outcome.status} without a message`
          : null;
  if (problem)
    failures.push(`${target}: ${mutant.note} → ${problem} (body ${mutant.text.slice(0, 160)}${mutant.text.length > 160 ? '…' : ''})`);
}

function report(): string {
  return `FUZZ_SEED=${SEED}: ${failures.length} failure(s)\n${failures.slice(0, 20).join('\n')}`;
}

afterAll(() => {
  if (failures.length > 0) console.error(report());
  else console.log(`[fuzz] seed ${SEED}: ${[...tally].map(([key, count]) => `${key} ${count}`).join(', ')}`);
});

const SEARCH_AUTH = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY };
const ANALYTICS_AUTH = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_ANALYTICS_KEY };

const SEARCH_RULES: FieldRules = {
  wrongTypes: {
    query: [42, true, { q: 'ring' }, ['ring']],
    hitsPerPage: ['many', 2.5, true, [1], { n: 1 }, '10'],
    page: ['first', 0.5, false, [0], { page: 0 }, '1'],
    maxValuesPerFacet: ['lots', 1.5, true, [10]],
    facets: [42, true, { brand: 1 }],
    facetFilters: [42, true, { brand: 'x' }, [[['brand:x']]]],
    numericFilters: [42, true, ['price>=cheap']],
    filters: [42, true, ['brand:x'], { brand: 'x' }],
    clickAnalytics: ['yes', 1, ['true']],
  },
  integers: ['hitsPerPage', 'page', 'maxValuesPerFacet'],
};

/** In a multi-query the index is named in the body (elsewhere the path names it and the body's is ignored). */
const MULTI_QUERY_RULES: FieldRules = {
  ...SEARCH_RULES,
  wrongTypes: { ...SEARCH_RULES.wrongTypes, indexName: [42, true, ['x'], { name: 'x' }] },
};

const EVENT_RULES: FieldRules = {
  wrongTypes: {
    eventType: [42, true, 'purchase', ['view'], { type: 'view' }],
    eventName: [42, true, ['x'], '', 'ä'.repeat(65)],
    index: [42, true, ['x'], ''],
    userToken: [42, true, 'no spaces allowed', ['u'], 'x'.repeat(130)],
    objectIDs: ['x', 42, [1, 2], { a: 'b' }],
    timestamp: ['now', -5, 1.5, true, 1_000, 1641290601962],
    positions: ['1', [0], [-1], [1.5]],
  },
  integers: ['timestamp'],
  // The Insights API takes bodies up to 2 MB.
  oversize: 2_200_000,
};

describe('generated bad bodies: search service', () => {
  it(`multi-query, single query and facet search bodies (seed ${SEED})`, async () => {
    const random = new FuzzRandom(SEED);
    const base = serviceUrl('search');
    const routes = [
      {
        url: `${base}/1/indexes/*/queries`,
        body: () => ({ requests: [searchRequest(random, true)] }),
        path: ['requests', '0'],
        rules: MULTI_QUERY_RULES,
      },
      { url: `${base}/1/indexes/${SEARCH_INDEX}/query`, body: () => searchRequest(random, false), path: [], rules: SEARCH_RULES },
      {
        url: `${base}/1/indexes/${SEARCH_INDEX}/facets/brand/query`,
        body: () => ({ facetQuery: random.word() }),
        path: [],
        rules: SEARCH_RULES,
      },
    ];
    for (let index = 0; index < CASES_PER_TARGET; index += 1) {
      const route = random.pick(routes);
      const body = route.body() as Record<string, Json>;
      // `requests` is an array; its first element is the object mutated.
      const mutant = mutate(random, body, route.path, route.rules);
      check(`search ${new URL(route.url).pathname}`, mutant, await send(route.url, mutant.text, SEARCH_AUTH));
    }
    // Prototype keys were dropped: a search without hitsPerPage still answers the default page size.
    const plainSearch = await fetch(`${base}/1/indexes/*/queries`, {
      method: 'POST',
      headers: SEARCH_AUTH,
      body: JSON.stringify({ requests: [{ indexName: SEARCH_INDEX }] }),
    });
    const result = (await plainSearch.json()) as { results: { hitsPerPage: number; nbHits: number }[] };
    expect(result.results[0]!.hitsPerPage, report()).toBe(20);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures, report()).toEqual([]);
  });

  it(`insights event bodies are refused whole and nothing is stored (seed ${SEED})`, async () => {
    const random = new FuzzRandom(SEED + 1);
    const base = serviceUrl('search');
    const userToken = `fuzz-${SEED}`;
    const stored = async () => {
      const answer = await fetch(`${base}/1/events/debug?userToken=${userToken}&limit=1000`, { headers: ANALYTICS_AUTH });
      return ((await answer.json()) as { events: unknown[] }).events.length;
    };
    const before = await stored();
    let accepted = 0;
    for (let index = 0; index < CASES_PER_TARGET; index += 1) {
      const event: Record<string, Json> = {
        eventType: 'view',
        eventName: 'Fuzz',
        index: SEARCH_INDEX,
        userToken,
        objectIDs: ['fuzz-object'],
      };
      const mutant = mutate(random, { events: [event] }, ['events', '0'], EVENT_RULES);
      const outcome = await send(`${base}/1/events`, mutant.text, SEARCH_AUTH);
      check('search /1/events', mutant, outcome);
      if (outcome.status < 300) accepted += 1;
    }
    // Only bodies that were accepted (prototype keys dropped, the rest valid) may have stored an event.
    expect(await stored(), report()).toBe(before + accepted);
    expect(failures, report()).toEqual([]);
  });
});

function searchRequest(random: FuzzRandom, withIndex: boolean): Record<string, Json> {
  const request: Record<string, Json> = { query: random.word(), hitsPerPage: random.int(1, 20), page: 0 };
  if (withIndex) request.indexName = SEARCH_INDEX;
  if (random.int(0, 1) === 1) request.facets = ['brand'];
  return request;
}

const CHANGE_RULES: FieldRules = {
  wrongTypes: {
    quantity: ['2 st', '1.5', 1.5, -3, true, [1], { n: 1 }, null, 100],
    variantId: [true, [1], { id: 1 }, 1.5, -1, 'bad id!', null],
    basketId: [42, true, 'not-a-uuid', ['x'], { id: 'x' }],
    userId: [42, true, 'not-a-uuid'],
    bundleProducts: ['x', 42, [1], { 'bad slot!': 'x' }],
    unitPrice: ['100', true, [100]],
  },
  integers: ['quantity'],
};

const COMMENT_RULES: FieldRules = {
  wrongTypes: { message: [42, true, null, ['x'], { text: 'x' }, 'x'.repeat(1_001)] },
  integers: ['message'],
};

describe('generated bad bodies: commerce API', () => {
  it(`change-quantity and comment bodies are refused and write nothing (seed ${SEED})`, async () => {
    const random = new FuzzRandom(SEED + 2);
    const [picked] = await pickVariants(1, plain, 3);
    const variantId = picked!.variant.id;
    const created = await changeQuantity({ variantId, quantity: 1 });
    expect(created.status).toBe(200);
    const basketId = created.body.basketId;
    const before = (await getBasket(basketId)).body;

    for (let index = 0; index < CASES_PER_TARGET; index += 1) {
      const comment = random.int(0, 3) === 0;
      const body: Record<string, Json> = comment
        ? { message: random.word() }
        : { basketId, userId: null, variantId, quantity: random.int(1, 3), relatedItemId: null };
      const mutant = mutate(random, body, [], comment ? COMMENT_RULES : CHANGE_RULES);
      const path = comment ? `/Basket/${basketId}/comment` : '/Basket/changequantity';
      const answer = await api(path, { method: 'POST', rawBody: mutant.text });
      check(`commerce ${comment ? 'comment' : 'changequantity'}`, mutant, { status: answer.status, message: answer.body?.message });
      if (mutant.expect === 'reject') {
        const after = (await getBasket(basketId)).body;
        if (
          after.updatedAt !== before.updatedAt ||
          JSON.stringify(after.items) !== JSON.stringify(before.items) ||
          after.comment !== before.comment
        )
          failures.push(`commerce: ${mutant.note} was refused with ${answer.status} but the basket changed (seed ${SEED})`);
      } else if (answer.status < 300) {
        // An accepted prototype body changed the basket as asked; reset the reference point.
        Object.assign(before, (await getBasket(basketId)).body);
      }
    }

    // Prototype keys were dropped: a new line is a plain line of the quantity asked.
    const fresh = await changeQuantity({ variantId, quantity: 1 });
    expect(fresh.status).toBe(200);
    expect((fresh.body as Basket).items, report()).toMatchObject([{ variantId, quantity: 1, isGiftCard: false }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures, report()).toEqual([]);
  });
});
