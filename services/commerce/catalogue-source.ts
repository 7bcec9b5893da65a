import { CATALOGUE_VERSION, type Catalogue } from '../seed/catalogue-types';
import { loadCatalogue } from '../seed/ensure';

/**
 * Where the commerce service's products, prices, channels and coupons come from: the demo catalogue, or
 * the file named by COMMERCE_CATALOGUE (e.g. the 100,000-variant benchmark catalogue).
 */
export async function loadCommerceCatalogue(path = process.env.COMMERCE_CATALOGUE): Promise<Catalogue> {
  const catalogue = await loadCatalogue(path || undefined);
  if (catalogue.version !== CATALOGUE_VERSION)
    throw new Error(`The catalogue is version ${String(catalogue.version)}; the commerce service reads version ${CATALOGUE_VERSION}`);
  return catalogue;
}
