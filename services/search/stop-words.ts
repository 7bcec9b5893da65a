import { words } from './text-normalise';

/**
 * `removeStopWords: ['sv']` (or `true`): Swedish function words are left out of a query that has other words,
 * as Algolia does, so "ringar i silver" asks for "ringar silver". The word being typed (the last, without a
 * trailing space) stays: it may begin a longer word.
 */

const SWEDISH_STOP_WORDS = new Set(
  (
    'och i att det som en ett på är av för med till den de inte om men var sig från vi så kan när där vid mot ' +
    'eller nu sin ut har hade alla andra än här då sedan över bara in upp även vad hur mer dess denna detta dessa ' +
    'deras hans hennes hon han jag du ni min mitt mina din ditt dina vår vårt våra er ert era vilken vilket vilka ' +
    'man under efter utan åt ur sina sitt samt också'
  )
    .split(' ')
    .flatMap((word) => words(word)),
);

/** The query without its Swedish stop words; unchanged when only stop words remain. */
export function withoutStopWords(query: string): string {
  const tokens = query.split(/\s+/).filter((token) => token !== '');
  const typing = !/\s$/.test(query);
  const isStop = (token: string) => {
    const folded = words(token);
    return folded.length > 0 && folded.every((word) => SWEDISH_STOP_WORDS.has(word));
  };
  const kept = tokens.filter((token, position) => (typing && position === tokens.length - 1) || !isStop(token));
  if (kept.length === tokens.length || kept.every(isStop)) return query;
  return kept.join(' ') + (typing ? '' : ' ');
}
