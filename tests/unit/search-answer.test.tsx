// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch } from 'react-instantsearch';
import { isSearchAnswer } from '@/lib/search/search-answer';

/**
 * The one place that reads InstantSearch's internal `__isArtificial` flag (lib/search/search-answer.ts),
 * against the installed react-instantsearch: its placeholder results before the first answer carry the flag
 * (and `status` reads 'idle' for them all the same), a real answer does not. If an upgrade stops setting
 * the flag, this fails rather than the listing silently showing "no products" before its first answer.
 */

afterEach(cleanup);

const answer = { hits: [{ objectID: '1', name: 'Ring Ängsull' }], nbHits: 1, nbPages: 1, page: 0, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '', exhaustiveNbHits: true };

/** A search client of the shape InstantSearch calls (`search` over many requests), answering when told. */
function searchClient() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    client: {
      search: async (requests: readonly unknown[]) => {
        await answered;
        return { results: requests.map(() => ({ ...answer, index: 'products' })) };
      },
    },
  };
}

type Seen = { status: string; answer: boolean; flagged: boolean };

function Probe({ seen }: { seen: Seen[] }) {
  const { status, results } = useInstantSearch();
  seen.push({ status, answer: isSearchAnswer(results), flagged: Boolean((results as { __isArtificial?: boolean }).__isArtificial) });
  return null;
}

describe('isSearchAnswer against the installed react-instantsearch', () => {
  it('reads the placeholder results before the first answer as no answer, and the answer as one', async () => {
    const { client, release } = searchClient();
    const seen: Seen[] = [];
    render(
      <InstantSearch searchClient={client as never} indexName="products" future={{ preserveSharedStateOnUnmount: true }}>
        <Configure hitsPerPage={20} />
        <Probe seen={seen} />
      </InstantSearch>,
    );
    // Before the answer: placeholder results, flagged, which `status` alone cannot tell from an answer.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual({ status: 'idle', answer: false, flagged: true });
    await act(async () => release());
    await waitFor(() => expect(seen.at(-1)).toEqual({ status: 'idle', answer: true, flagged: false }), { timeout: 10_000 });
  });

  it('reads results handed in from the server as an answer', () => {
    const seen: Seen[] = [];
    const initialResults = { products: { state: { index: 'products' }, results: [{ ...answer, index: 'products' }] } };
    render(
      <InstantSearchSSRProvider initialResults={initialResults as never}>
        <InstantSearch searchClient={searchClient().client as never} indexName="products" future={{ preserveSharedStateOnUnmount: true }}>
          <Probe seen={seen} />
        </InstantSearch>
      </InstantSearchSSRProvider>,
    );
    expect(seen[0]?.answer).toBe(true);
  });

  it('answers false for no results at all', () => {
    expect(isSearchAnswer(null)).toBe(false);
    expect(isSearchAnswer(undefined)).toBe(false);
    expect(isSearchAnswer({ __isArtificial: true })).toBe(false);
    expect(isSearchAnswer({})).toBe(true);
  });
});
