import { loadCatalogue } from '../seed/ensure';
import type { Catalogue } from '../seed/catalogue-types';

/**
 * Where the content service's records come from: the demo catalogue (`loadCatalogue()`), or the file named
 * by CONTENT_CATALOGUE (e.g. the 100,000-variant benchmark catalogue).
 */
export async function loadContentCatalogue(path = process.env.CONTENT_CATALOGUE): Promise<Catalogue> {
  return loadCatalogue(path || undefined);
}
