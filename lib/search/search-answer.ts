/**
 * Whether InstantSearch's results are an answer of the search service. Until its first answer,
 * react-instantsearch gives the widgets placeholder results (no hits, no pages) marked `__isArtificial`, and
 * `status` reads 'idle' for them as for a real answer, so only the flag tells them apart (Algolia's guide to
 * conditional display reads it too). The flag is the library's internal: it is read here only, and
 * tests/unit/search-answer.test.ts checks against the installed library that it is still set.
 */
export function isSearchAnswer<Results extends { __isArtificial?: boolean }>(results: Results | null | undefined): results is Results {
  return Boolean(results) && !results!.__isArtificial;
}
