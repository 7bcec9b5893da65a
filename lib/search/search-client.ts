import { liteClient, type LiteClient } from 'algoliasearch/lite';

/**
 * What a browser needs to reach the search service: public values only (the search-only key is meant to
 * be sent to browsers). Built on the server from `getConfig().search` and handed to client components.
 */
export interface SearchClientConfig {
  appId: string;
  searchKey: string;
  /** A custom search host (the local service, a proxy), `http://127.0.0.1:7402`; null for Algolia's own hosts. */
  host: string | null;
  /** Where insights events go: the custom host, or Algolia's insights API. */
  insightsUrl: string;
}

const ALGOLIA_INSIGHTS_URL = 'https://insights.algolia.io';

export function searchClientConfig(search: { appId: string; searchKey: string; host: string | undefined }): SearchClientConfig {
  const host = search.host ?? null;
  return { appId: search.appId, searchKey: search.searchKey, host, insightsUrl: `${host ?? ALGOLIA_INSIGHTS_URL}/1/events` };
}

const clients = new Map<string, LiteClient>();

/**
 * The one search client per configuration (the lite client, search only). A custom host goes in through the
 * client's `hosts` option; nothing else in the storefront knows which service answers.
 */
export function searchClient(config: SearchClientConfig): LiteClient {
  const key = `${config.appId}|${config.searchKey}|${config.host ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    if (config.host) {
      const url = new URL(config.host);
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      client = liteClient(config.appId, config.searchKey, { hosts: [{ url: url.host, protocol, accept: 'readWrite' }] });
    } else {
      client = liteClient(config.appId, config.searchKey);
    }
    clients.set(key, client);
  }
  return client;
}
